import { page } from 'vitest/browser';

/**
 * docs/toolchain.md#no-sideways-scroll: the phone widths every story is laid out at after its play
 * function, the narrowest phone Nivaas serves and a common Android one (issue #36 found pages 566 px
 * wide on a 412 px phone).
 */
export const phoneWidths = [320, 412] as const;

/**
 * Lays the story out at each phone width and fails when its page scrolls sideways there, naming the
 * elements that stick out; the story's own viewport comes back after.
 */
export async function expectNoSidewaysScroll() {
  const own = { width: window.innerWidth, height: window.innerHeight };
  const found: string[] = [];
  try {
    for (const width of phoneWidths) {
      await page.viewport(width, own.height);
      const wide = await sidewaysAt(width);
      if (wide) found.push(wide);
    }
  } finally {
    await page.viewport(own.width, own.height);
  }
  if (found.length > 0) throw new Error(`The page scrolls sideways on a phone:\n${found.join('\n')}`);
}

/**
 * What scrolls sideways at this width, or nothing. A page that lays itself out again in script on a
 * resize (the bar's phone layout, after its debounce) is given up to 30 frames to settle: a page
 * that fits is answered in the first frame, so only a failing story waits.
 */
async function sidewaysAt(width: number) {
  const root = document.scrollingElement ?? document.documentElement;
  for (let frame = 0; frame < 30; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    if (window.innerWidth === width && root.scrollWidth <= root.clientWidth) return undefined;
  }
  return `  at ${width} px the page is ${root.scrollWidth} px wide; sticking out: ${stickingOut(root.clientWidth)}`;
}

/**
 * What passes the right edge, three at most: the outermost boxes that do (their parents fit), and
 * text that spills out of a box that fits (a name in one unbroken piece). What is inside a box that
 * clips or scrolls on its own (a row of thumbnails) does not widen the page.
 */
function stickingOut(edge: number) {
  const clipped = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
      if (getComputedStyle(box).overflowX !== 'visible') return true;
    return false;
  };
  const passes = (element: Element) => element.getBoundingClientRect().right > edge + 0.5;
  const spills = (element: Element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) &&
    element.getBoundingClientRect().left + element.scrollWidth > edge + 0.5;
  const culprits = [...document.body.querySelectorAll('*')].filter(
    (element) =>
      ((passes(element) && !(element.parentElement && passes(element.parentElement))) ||
        (!passes(element) && spills(element))) &&
      !clipped(element),
  );
  return culprits.slice(0, 3).map(describe).join(', ') || 'nothing visible (a scrollbar or a transform)';
}

function describe(element: Element) {
  const box = element.getBoundingClientRect();
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const role = element.getAttribute('role');
  return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> ${Math.round(box.width)} px to ${Math.round(box.right)} px${text ? ` "${text}"` : ''}`;
}
