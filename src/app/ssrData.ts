/**
 * The id of the JSON block (type application/json) in which the server sends the data it rendered
 * a page with: SWR keys (the API URLs) to answers, SWR's fallback in the browser.
 */
export const FALLBACK_ELEMENT_ID = 'nivaas-data';
