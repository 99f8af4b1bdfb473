import { fn } from 'storybook/test';

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
