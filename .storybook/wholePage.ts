import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { testerWindow } from './testerWindow';

/**
 * Compares the whole story, not just its first screen, with its baseline
 * (docs/toolchain.md#visual-baselines): the frame grows to the page's height (phones stay phone-wide),
 * the images now in view are decoded, clocks and the test server's address are masked, and the
 * story's own viewport comes back after the shot.
 */
export async function expectWholePageToMatch(name: string) {
  const own = { width: window.innerWidth, height: window.innerHeight };
  // What a page lays out only near the screen (content-visibility: auto) is shot as it shows there:
  // laid out, not as the size it stands in with, which the frame's growth would reveal a step at a time.
  const laidOut = document.head.appendChild(document.createElement('style'));
  laidOut.textContent = '* { content-visibility: visible !important; }';
  try {
    const first = await fitFrameToPage(own);
    await document.fonts.ready;
    await imagesInViewDecoded();
    // A part that loaded meanwhile (a lazy chunk, a late answer) may have made the page taller than
    // the frame: the shot would show it unpainted. The frame takes the new height, and its images.
    // A page that follows the viewport's height is left as the first fit left it: it would only grow.
    if (first.settled && (await fitFrameToPage(own)).resized) await imagesInViewDecoded();
    // Countdowns and other clocks read differently on a slower run, and the test server's address
    // changes from run to run: their boxes are masked.
    const ticking = [...document.querySelectorAll('[data-ticking]')];
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(name, { screenshotOptions: { mask: [...ticking, ...namingTheTestServer()] } });
  } finally {
    laidOut.remove();
    await resizeFrame(own.width, own.height);
  }
}

/**
 * The frame takes the page's height, up to three steps: a page whose height follows the viewport's
 * (100vh plus a margin) never settles and is shot as the third step leaves it. Answers whether the
 * frame changed, and whether the page's height settled.
 */
async function fitFrameToPage(own: { width: number; height: number }) {
  let resized = false;
  for (let step = 0; step < 3; step += 1) {
    const height = Math.max(own.height, document.documentElement.scrollHeight);
    if (height === window.innerHeight) return { resized, settled: true };
    await resizeFrame(own.width, height);
    resized = true;
  }
  return { resized, settled: false };
}

async function resizeFrame(width: number, height: number) {
  await commands.resizeTesterWindow(Math.max(width, testerWindow.width), Math.max(height, testerWindow.height));
  await page.viewport(width, height);
}

/** Elements whose own text names the test server (the 'No response from server' message does). */
function namingTheTestServer() {
  return [...document.body.querySelectorAll('*')].filter((element) =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.includes(window.location.origin),
    ),
  );
}

/**
 * Waits (15 s at most: 3 s was too short on a busy 2-core machine, which shot a card photo half drawn)
 * until every image in the shot is decoded, so a baseline never catches one half drawn; lazy images
 * start loading once the taller frame brings them into view.
 */
async function imagesInViewDecoded() {
  const inView = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  });
  const decoded = Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  // Then two frames, so the decoded images are painted (at full quality) before the shot.
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
}
