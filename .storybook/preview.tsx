import type { Decorator, Preview } from '@storybook/react-vite';
import { StrictMode } from 'react';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { spyOn } from 'storybook/test';
import { I18nProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
import { toast, toastTones } from '@/components/Toast';
// The queue itself: the preview's region (ToastRegion) loads it from the start.
import { toastQueue } from '@/components/Toast/toastQueue';
import { ToastRegion } from '@/components/Toast/ToastRegion';
import { manualClock } from '@/testing/manualClock';
import { GlobalStyle, theme } from '@/theme';
import '@/theme/fonts.css';
import { resetDb } from '@mocks/db';
import { resetVisits } from '@mocks/visits';
import { handlers } from '@mocks/handlers';
import { mockPhotosAsPng } from '@mocks/handlers/media';
import { errorCheck } from './errorCheck';
import { sidewaysCheck } from './sidewaysCheck';
import { storyLifetime, WhileTheStoryRuns } from './storyLifetime';
import { visualCheck } from './visualCheck';

/**
 * A story picks where the router starts: `parameters.router = { path: '/builder/:username',
 * initialEntry: '/builder/demo' }`. The story renders at that route inside a memory router.
 */
export interface RouterParameters {
  initialEntry?: string | { pathname: string; state?: unknown };
  path?: string;
}

const withProviders: Decorator = (Story, { parameters }) => {
  const router = (parameters.router ?? {}) as RouterParameters;
  // StrictMode as in src/app/main.tsx: effects that do not clean up show here, in every story.
  return (
    <WhileTheStoryRuns>
      <StrictMode>
        <I18nProvider locale="en-IN">
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            {/* A fresh SWR cache per story, so no story sees another's data. */}
            <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
              <MemoryRouter initialEntries={[router.initialEntry ?? '/']}>
                <Routes>
                  <Route path={router.path ?? '*'} element={<Story />} />
                </Routes>
              </MemoryRouter>
              <ToastRegion />
            </SWRConfig>
          </ThemeProvider>
        </I18nProvider>
      </StrictMode>
    </WhileTheStoryRuns>
  );
};

/** docs/routes.md#mobile-layout: mobile below 1024 px. */
const viewports = {
  phone: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  mobileEdge: { name: 'Mobile edge 1023', styles: { width: '1023px', height: '800px' }, type: 'tablet' },
  desktopEdge: { name: 'Desktop edge 1024', styles: { width: '1024px', height: '800px' }, type: 'desktop' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/**
 * docs/toolchain.md#no-sideways-scroll: a story opts out of the phone-width check only by saying why
 * it is desktop-only, in words (`parameters.desktopOnly: 'the reason'`); `true` alone is refused.
 */
function desktopOnlyReason(value: unknown) {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && value.trim().length >= 10) return value;
  throw new Error('parameters.desktopOnly must say, in words, why the story is desktop-only');
}

const preview: Preview = {
  decorators: [withProviders],
  loaders: [
    mswLoader(async () => {
      // The default handlers answer from the mock db; a story's own handlers take precedence. The
      // mock photos come as PNGs, which Chromium always decodes whole (mocks/handlers/media.ts).
      const worker = setupWorker(...handlers, mockPhotosAsPng);
      await worker.start({
        quiet: true,
        // An unhandled API request in a story is an error, not a silent pass; assets go through.
        onUnhandledFrame: ({ frame, defaults }) => {
          if (frame.protocol === 'http' && new URL(frame.data.request.url).pathname.startsWith('/api/'))
            defaults.error();
        },
      });
      return worker;
    }),
  ],
  beforeEach: ({ parameters }) => {
    storyLifetime.begin();
    toastQueue.clear();
    // A toast stays for the whole story: its timer runs on a clock nobody moves (ToastTimers moves its
    // own), so a shot taken late on a busy machine shows the same toasts as on a quiet one.
    const releaseToastClock = toastQueue.useClock(manualClock());
    // Watched, not replaced: seeToast (src/testing/formSteps.ts) reads the timeout a page asked for.
    for (const tone of toastTones) spyOn(toast, tone);
    resetDb();
    resetVisits();
    localStorage.clear();
    visualCheck.enabled = parameters.visual !== false;
    sidewaysCheck.desktopOnly = desktopOnlyReason(parameters.desktopOnly);
    errorCheck.expected = parameters.expectedStoryError instanceof RegExp ? parameters.expectedStoryError : undefined;
    return releaseToastClock;
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      // react-aria's hidden live announcer can point at a pending button that has just unmounted
      // (after a submit navigates away); it is not part of any screen we build.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
    },
    viewport: { options: viewports },
    // The sidebar's one vocabulary, from the tokens up to whole pages; engineers' stories last.
    // Written inline: Storybook reads storySort from this file without running it.
    options: {
      storySort: {
        order: [
          'Foundations',
          ['Introduction', 'Colours', 'Typography'],
          'Components',
          'Patterns',
          'Pages',
          'Developer',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
