import type { BrowserCommand } from 'vitest/node';

/**
 * The browser window around the story's frame (docs/toolchain.md#visual-baselines). Vitest shrinks a
 * frame that does not fit its window with a CSS scale (1200 px wide became 960 in the shot, and the
 * page was cut at the window's 720 px): this window holds every story viewport at scale 1.
 */
export const testerWindow = { width: 1440, height: 900 };

/** A browser command: the window grows to hold a whole page for its shot, then shrinks back. */
export const resizeTesterWindow: BrowserCommand<[width: number, height: number]> = async ({ page }, width, height) => {
  await page.setViewportSize({ width, height });
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    resizeTesterWindow: (width: number, height: number) => Promise<void>;
  }
}
