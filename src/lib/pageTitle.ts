/** A page's title (the tab, search results, shares): what it shows, then the brand. */
export const pageTitle = (name: string) => `${name} | Nivaas`;

/** The home page's title. */
export const HOME_TITLE = 'Nivaas | Homes, plots and projects across India';
