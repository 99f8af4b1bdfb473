import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Two levels up leaves the folder's own area: the @/ alias says where an import comes from. */
const viaAlias = { group: ['../../*'], message: 'Import through the @/ alias.' };

/** Bans imports of the given src/ folders, by alias or by a relative path. */
const layer = (folders, message, options = {}) => ({
  group: folders.flatMap((folder) => [`@/${folder}`, `@/${folder}/*`, `../${folder}`, `../${folder}/*`]),
  message,
  ...options,
});

/** A zone lists every ban it keeps: a later block for the same files replaces the rule whole. */
const zone = (files, bans) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [viaAlias, ...bans] }] },
});

/** In a feature, a relative path out of its own folder reaches another feature's files. */
const featureZones = (bans) => {
  const out = (group) => ({ group: [group], message: 'Import outside this feature through the @/ alias.' });
  return [
    zone(['src/features/**'], bans),
    zone(['src/features/*/*.{ts,tsx}'], [...bans, out('../*')]),
    zone(['src/features/*/*/*.{ts,tsx}'], [...bans, out('../../*')]),
  ];
};

/** What the server may not import from the client: it shares only the contract (@/api). */
const serverBans = [
  {
    group: [
      '@/features',
      '@/features/*',
      '@/app',
      '@/app/*',
      '@/entities',
      '@/entities/*',
      '@/components',
      '@/components/*',
      '@/theme/*',
      '@/lib/*',
    ],
    message: 'The server shares only the contract (@/api).',
  },
  { group: ['../src/*', '../../src/*', '../../../src/*'], message: 'The server shares only the contract (@/api).' },
];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [viaAlias] }],
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.configs.recommended },
  // The layers (docs/architecture.md#layers): app -> features -> entities -> components -> api ->
  // lib/theme, and the server only through the contract.
  zone(
    ['src/entities/**'],
    [
      layer(['features', 'app', 'components', 'theme'], 'entities/ are read models: the contract and lib/ only.'),
      {
        // A regex: a gitignore-style group cannot let the contract back in once @/api is out.
        regex: '^@/api(/(?!contract(/|$)).*)?$',
        message: 'entities/ read the contract, never call the API.',
      },
    ],
  ),
  zone(
    ['src/components/**'],
    [layer(['features', 'app', 'entities'], 'components/ import nothing from features/, entities/ or app/.')],
  ),
  zone(['src/api/**'], [layer(['features', 'app', 'entities', 'components', 'theme'], 'api/ is the contract: no UI.')]),
  zone(
    ['src/lib/**', 'src/theme/**'],
    [
      layer(['features', 'app', 'entities', 'components'], 'lib/ and theme/ are the bottom layer.'),
      // lib/ may name the contract's types (paths take a Role), never run its code.
      layer(['api'], 'lib/ and theme/ use only the types of the contract.', { allowTypeImports: true }),
    ],
  ),
  ...featureZones([
    { group: ['@/features/*/*'], message: 'Import another feature through its index.ts, never its files.' },
    { group: ['@/entities/*/*'], message: 'Import an entity through its index.ts.' },
    layer(['app'], 'features/ never import app/.'),
  ]),
  // server/ssr renders the app's own route table: the one part of the server that imports the app.
  { ...zone(['server/**'], serverBans), ignores: ['server/ssr/**'] },
  // The server's layers (docs/architecture.md#layers): a domain's routes reach another domain's rules
  // through its service, never its Drizzle; a service is plain functions, testable without Fastify.
  zone(
    ['server/*/routes.ts', 'server/*/*Routes.ts'],
    [
      ...serverBans,
      { group: ['../*/queries', '../*/*Queries'], message: "Routes call another domain's service, not its queries." },
    ],
  ),
  zone(
    ['server/*/service.ts', 'server/*/*Service.ts'],
    [
      ...serverBans,
      { group: ['fastify', 'fastify/*', '@fastify/*'], message: 'A service is plain functions: no Fastify.' },
    ],
  ),
  // src/testing holds the stories' frames and steps: stories and tests use it, the product never
  // does (docs/architecture.md#folders). Its own rule, so the zones above keep theirs whole.
  {
    files: ['src/**', 'mocks/**', 'server/**'],
    ignores: ['src/testing/**', '**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/testing', '@/testing/*', '**/testing/*'],
              message: 'src/testing is for stories and tests only.',
            },
          ],
        },
      ],
    },
  },
  // The outside probe (npm run probe) starts servers as the journeys do, with e2e's helpers, which
  // have no alias of their own.
  {
    files: ['scripts/probe/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./(?!e2e/)', message: 'Import through the @/ alias.' }] },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: globals.node } },
  // A worker's script, run by the browser as it is.
  { files: ['public/warm-intl.js'], languageOptions: { globals: globals.worker } },
);
