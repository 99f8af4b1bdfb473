import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { flushSync } from 'react-dom';
import { configure } from 'storybook/test';
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { watchStoryErrors } from '@/testing/storyErrors';
import { errorCheck } from './errorCheck';
import * as projectAnnotations from './preview';
import { sidewaysCheck } from './sidewaysCheck';
import { expectNoSidewaysScroll } from './sidewaysScroll';
import { storyLifetime } from './storyLifetime';
import { visualCheck } from './visualCheck';
import { expectWholePageToMatch } from './wholePage';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// A story waits for what a person would see, however busy the machine: testing-library's own
// default (1 s for findBy and waitFor) failed stories at load 20 on 2 cores. A story that never
// shows what it waits for still fails, within the test's timeout.
configure({ asyncUtilTimeout: 20_000 });

beforeAll(async () => {
  // Fixed pixels: no animation, transition or blinking caret in a baseline.
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }';
  document.head.append(style);
});

// A console.error or an unhandled rejection during a story fails it (src/testing/storyErrors.ts). The
// check runs after the baseline hook below: vitest runs afterEach hooks in reverse order.
let storyErrors: ReturnType<typeof watchStoryErrors> | undefined;
beforeEach(() => {
  storyErrors = watchStoryErrors(window);
});
afterEach(({ task }) => {
  const watcher = storyErrors;
  const { expected } = errorCheck;
  storyErrors = undefined;
  errorCheck.expected = undefined;
  if (!expected) return watcher?.stop();
  // The bench's proof (.storybook/checks/StoryErrors.stories.tsx): the error it raised must fail
  // the story here, exactly as any other story's would. Nowhere else may a story expect one.
  if (!task.file.filepath.includes('/.storybook/checks/'))
    throw new Error('Only .storybook/checks may expect a story error');
  expect(() => watcher?.stop()).toThrow(expected);
});

// Once checked, the story's page goes (.storybook/storyLifetime.tsx); this runs after the baseline hook
// below and before the error check above, so an error raised while the page unmounts still fails the story.
afterEach(() => {
  flushSync(() => storyLifetime.end());
});

// No story's page scrolls sideways on a phone (docs/toolchain.md#no-sideways-scroll): after its baseline
// (the hook below runs first), each story is laid out at 320 and 412 px, unless it says why it is
// desktop-only (`parameters.desktopOnly`).
afterEach(async ({ task }) => {
  const { desktopOnly } = sidewaysCheck;
  sidewaysCheck.desktopOnly = undefined;
  if (task.result?.state === 'fail' || desktopOnly) return;
  await expectNoSidewaysScroll();
});

// Every story is also a visual baseline of its whole page, unless it opts out (`parameters.visual: false`).
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' || !visualCheck.enabled) return;
  await expectWholePageToMatch(task.name);
});
