import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // checks/: the test bench's own stories (the whole-page baseline check).
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)', './checks/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // Stories tagged 'dev-only' (how the app guards routes and keeps sessions) are for engineers: the
  // published Storybook leaves them out of the sidebar; they still run as tests in every build.
  tags: (existing, { configType }) => ({
    ...existing,
    'dev-only': { excludeFromSidebar: configType === 'PRODUCTION', excludeFromDocsStories: true },
  }),
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
