import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { watchStoryErrors } from '@/testing/storyErrors';
import * as projectAnnotations from './preview';
import { visualCheck } from './visualCheck';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

beforeAll(async () => {
  // Fixed pixels: no animation, transition or blinking caret in a baseline.
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }';
  document.head.append(style);
});

// A console.error or an unhandled rejection during a story fails it (mocks/storyErrors.ts). The
// check runs after the baseline hook below: vitest runs afterEach hooks in reverse order.
let storyErrors: ReturnType<typeof watchStoryErrors> | undefined;
beforeEach(() => {
  storyErrors = watchStoryErrors(window);
});
afterEach(() => {
  storyErrors?.stop();
  storyErrors = undefined;
});

// Every story is also a visual baseline, unless it opts out (`parameters.visual: false`).
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' || !visualCheck.enabled) return;
  await document.fonts.ready;
  await imagesOnScreenDecoded();
  // Countdowns and other clocks read differently on a slower run, and the test server's address
  // changes from run to run: their boxes are masked.
  const ticking = [...document.querySelectorAll('[data-ticking]')];
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(task.name, { screenshotOptions: { mask: [...ticking, ...namingTheTestServer()] } });
});

/** Elements whose own text names the test server (the 'No response from server' message does). */
function namingTheTestServer() {
  return [...document.body.querySelectorAll('*')].filter((element) =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes(window.location.origin),
    ),
  );
}

/** Waits (3 s at most) until the images in view are decoded, so a baseline never catches one half drawn. */
async function imagesOnScreenDecoded() {
  const onScreen = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  });
  const decoded = Promise.all(onScreen.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 3000))]);
}
