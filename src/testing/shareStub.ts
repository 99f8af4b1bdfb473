import { expect, fn, userEvent } from 'storybook/test';
import { seeToast, type Canvas } from './formSteps';

/**
 * Stands in for the browser's share sheet and clipboard for one story (`share` undefined: a browser
 * without one; `refuse`: the clipboard says no, as a browser does without permission). Call `restore`
 * in a `finally`.
 */
export function stubNavigator(share: Navigator['share'] | undefined, { refuse = false } = {}) {
  const writeText = fn(async (_text: string) => {
    if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
  });
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return {
    writeText,
    restore: () => {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
    },
  };
}

/** Presses Share where the browser has no share sheet: the page's link is copied and a toast says so. */
export async function shareCopiesTheLink(canvas: Canvas) {
  const { writeText, restore } = stubNavigator(undefined);
  try {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await seeToast('Link copied', 4000);
    await expect(writeText).toHaveBeenCalledWith(window.location.href);
  } finally {
    restore();
  }
}
