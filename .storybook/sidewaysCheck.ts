/**
 * Whether the story that just ran is laid out at phone widths (.storybook/sidewaysScroll.ts). The
 * preview sets it from `parameters.desktopOnly` (the reason a story is truly desktop-only) before each
 * story; the vitest setup reads it after the story.
 */
export const sidewaysCheck: { desktopOnly: string | undefined } = { desktopOnly: undefined };
