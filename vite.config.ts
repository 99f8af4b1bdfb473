/// <reference types="vitest/config" />
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { defineConfig, type Plugin } from 'vite';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { precompress } from './build/precompress.ts';
import { resizeTesterWindow, testerWindow } from './.storybook/testerWindow.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const alias = {
  '@': fromRoot('./src'),
  '@mocks': fromRoot('./mocks'),
  '@server': fromRoot('./server'),
};

/** use-sync-external-store's shim (swr and react-aria import it) is React's own hook on React 19. */
const reactSyncExternalStore = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fromRoot('./src/lib/reactSyncExternalStore.ts'),
};

/** styled-components' stylis without the vendor prefixer it never calls (src/lib/stylisWithoutPrefixer.ts). */
const stylisWithoutPrefixer: Plugin = {
  name: 'stylis-without-prefixer',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'stylis' || !importer?.includes('/node_modules/styled-components/')) return null;
    return fromRoot('./src/lib/stylisWithoutPrefixer.ts');
  },
};

// Debian's Chromium, started as the machine's probe showed it works offline (docs/toolchain.md#debian-chromium).
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--font-render-hinting=none',
  ],
};

const apiPort = Number(process.env.PORT ?? 3000);

/** How long two whole-page shots in a row may take to agree: a tall page on a loaded machine needs more than 5 s. */
const storyShotTimeout = 20_000;

const frameworkModule =
  /node_modules[\\/](react|react-dom|scheduler|react-router|styled-components|stylis|@emotion[\\/]\w+|swr|dequal|cookie|set-cookie-parser|@react-aria[\\/]i18n|@internationalized[\\/]date)[\\/]/;
// The theme is the shell's, but for the buttons' colour table: only Button reads it (and the docs).
const shellModule =
  /[\\/]src[\\/](app[\\/](?!main\.)[A-Za-z]+\.tsx?|theme[\\/](?!buttonColours)|lib[\\/](preloadable|storage|paths|pageTitle)\.ts|features[\\/](auth[\\/](AuthProvider|session|index)|favourites[\\/]FavouritesProvider|navbar[\\/](Navbar|hooks|navModel|navParts|index))|components[\\/](Toast[\\/](ToastRegionOnDemand|toast(Content)?\\.|index)|Spinner[\\/]|LoadingFallback[\\/])|api[\\/](errors|config|contract[\\/](roles|favouritesPath))\.ts)/;

/**
 * react-aria's few-hundred-byte pieces that most pages with a field or a dialog load (Text, Autocomplete's
 * and SelectionIndicator's contexts, SharedElementTransition, the slot and controlled-state hooks).
 * Rolldown gave each its own chunk: each one more name in every first load's preload list (the
 * first-load budget, 1.3x the react floor) and one more request. Together they are one chunk of
 * these modules only (includeDependenciesRecursively: false): what they import stays in react-aria's
 * core chunk, which imports none of them, so no two chunks import each other.
 */
const ariaBitModule =
  /node_modules[\\/](react-aria-components[\\/]dist[\\/]private[\\/](Text|Autocomplete|SelectionIndicator|SharedElementTransition)|react-stately[\\/]dist[\\/]private[\\/]utils[\\/]useControlledState|react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useSlot)\.mjs$/;

/**
 * styled-components names each component by a counter of creation order, which differs between the
 * server's bundle and the browser's chunks: the browser then made other class names than the
 * server's HTML carries and added their rules again. Its Babel plugin gives each component an id
 * from its file and place instead (the same in both builds, docs/architecture.md#styles), and
 * minifies the CSS in the templates. Only modules that import styled-components go through Babel.
 */
const styledComponentIds = defineRolldownBabelPreset({
  preset: {
    plugins: [
      [
        'babel-plugin-styled-components',
        { ssr: true, displayName: false, fileName: false, pure: true, transpileTemplateLiterals: false },
      ],
    ],
  },
  rolldown: { filter: { code: 'styled-components' } },
});

export default defineConfig({
  plugins: [
    react(),
    stylisWithoutPrefixer,
    babel({ presets: [styledComponentIds] }),
    // react-aria's strings for English only: en-IN reads them (34 locales otherwise ship with a toast).
    optimizeLocales.vite({ locales: ['en'] }),
    precompress(),
  ],
  resolve: {
    alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), reactSyncExternalStore],
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/media': `http://127.0.0.1:${apiPort}` },
    // A git worktree may share another checkout's node_modules through a link: serve its real folder too.
    fs: { allow: [fromRoot('.'), realpathSync(fromRoot('./node_modules'))] },
  },
  // The manifest tells the server which chunks a server-rendered page needs (server/ssr/assets.ts).
  build: {
    outDir: 'dist/app',
    sourcemap: true,
    manifest: true,
    // Every browser Nivaas serves (Chrome, Edge and Firefox of the last years, Safari 17+) preloads
    // modules itself: the polyfill would be half a kilobyte of every first load for none of them.
    modulePreload: { polyfill: false },
    // Fonts stay files, however small (the rupee faces): inlined, every page would carry them in its first load.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // Every page's first load lists the app's chunks by name (to preload a page's chunks on a
        // client navigation): seven hash characters, the fewest rolldown allows for this many
        // chunks, keep that list short (bench/bundle.ts reads the names back).
        chunkFileNames: 'assets/[name]-[hash:7].js',
        // What every page runs as one chunk: React, the router, styled-components, SWR and the app's
        // shell (providers, routes, the bar). gzip and brotli compress each file alone: a dozen small
        // shared chunks cost more bytes and requests. The shell's list is checked by the first-load
        // budget (e2e/budget.test.ts): a module named here that pages alone use would swell it.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id: string) => frameworkModule.test(id) || shellModule.test(id),
            },
            { name: 'aria-bits', test: ariaBitModule, includeDependenciesRecursively: false },
            // The area formatter, which the contract shares with components that need nothing else of
            // it (RateQuestion): rolldown put it inside the contract's chunk, and those loaded the contract.
            { name: 'area', test: /[\\/]src[\\/]lib[\\/]area\.ts$/ },
          ],
        },
      },
    },
  },
  // `vite build` makes the browser's app and the server's renderer of the public pages (server/ssr),
  // which bundles styled-components: Node would load its CommonJS build, whose default export it
  // does not see.
  builder: {},
  environments: {
    ssr: {
      resolve: { noExternal: ['styled-components'] },
      build: {
        outDir: 'dist/ssr',
        manifest: false,
        copyPublicDir: false,
        rollupOptions: { input: fromRoot('./server/ssr/render.tsx') },
      },
    },
  },
  test: {
    // @vitest/browser races each toMatchScreenshot against a timer it never clears, so the last shot's
    // timer (storyShotTimeout) outlives the run; Vitest's default 10 s wait for the process to exit
    // then ran out and it forced the exit with "something prevents the main process from exiting".
    teardownTimeout: storyShotTimeout + 5_000,
    // A worker per core, where Vitest's default leaves one idle: the files mostly wait on a database, a
    // browser or a server under test, so on 2 cores two at a time took the server files 159 -> 115 s and
    // the stories 132 -> 91 s (docs/toolchain.md#workers).
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          // The app's, the mocks' and the tooling's own logic: no database, no server; one process
          // runs them all, where a process each cost about two seconds a file (docs/toolchain.md#server-files).
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
          setupFiles: ['./scripts/unit-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          setupFiles: ['./scripts/unit-setup.ts'],
          globalSetup: ['./server/test/migratedTemplates.ts'],
          // Each file in a process of its own (Vitest's default), never isolate: false (docs/toolchain.md#server-files).
          // A guard against a hang, not a speed check: a server test of many requests passed 20 s at
          // load 24 on 2 cores (server/review/reportWeight.test.ts on PostgreSQL, beside helpers' suites).
          testTimeout: 60_000,
          // A file's PostgreSQL database is created and dropped in its hooks (DROP DATABASE waits for a
          // checkpoint): server/faults/database.test.ts's tear-down passed 60 s once at load 17 on 2 cores.
          hookTimeout: 180_000,
          fileParallelism: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/buildApp.ts'],
          // A busy shared runner (load 10-15 on 2 cores) builds, migrates and seeds slowly:
          // set-up waits for what it needs, well past e2e/serverUnderTest's start deadline.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // expect.poll waits on what the journey shows, not on Vitest's default second.
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: fromRoot('./.storybook') })],
        optimizeDeps: {
          // Pre-bundled up front so no run (CI's first included) re-optimizes mid-run (docs/toolchain.md#optimize-deps).
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-aria-components',
            'styled-components',
            'swr',
            'react-router',
            'react-router/dom',
            'zod',
            'msw',
            'msw/browser',
            'msw-storybook-addon/csf3',
            'storybook/test',
            '@storybook/addon-a11y/preview',
            '@storybook/react-vite',
            // Loaded lazily by QrCode and PhotoGallery; listed so their first story run does not re-optimize.
            'qrcode',
            'yet-another-react-lightbox',
            'yet-another-react-lightbox/plugins/zoom',
            // Loaded lazily by the map (src/components/Map).
            'leaflet',
          ],
        },
        test: {
          name: 'storybook',
          // After the Node projects, not beside them (docs/toolchain.md#story-group): a journey's server
          // and Chromium beside both story sessions took the machine past load 12, and from then on one
          // session's every whole-page shot outlasted its hook.
          sequence: { groupOrder: 1 },
          // A story's own waits are on what a person sees; the limit is for a machine under load.
          testTimeout: 60_000,
          // The whole-page shot's hook waits up to 15 s for images and storyShotTimeout for two shots
          // that agree: its limit is past both, as the test's is.
          hookTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            // The window holds every story's frame at scale 1; a whole-page shot grows it (.storybook/wholePage.ts).
            provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions: { viewport: testerWindow } }),
            commands: { resizeTesterWindow },
            instances: [{ browser: 'chromium', viewport: { width: 1280, height: 800 } }],
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                timeout: storyShotTimeout,
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 25 },
              },
            },
          },
          setupFiles: ['./.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
