/**
 * Whether the story that just ran wants a visual baseline. The preview sets it from
 * `parameters.visual` before each story; the vitest setup reads it after the story.
 */
export const visualCheck = { enabled: true };
