import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const floorsDir = join(import.meta.dirname, 'floors');

/**
 * The floor Nivaas' first load is measured against: react, react-dom and react-router's data
 * router with one page (bench/floors/react), built by the same Vite as the app, into outDir.
 */
export async function buildReactFloor(outDir: string, base = '/') {
  const previous = process.env.NODE_ENV;
  // React's production build, as `npm start` serves the app (Vitest sets NODE_ENV=test).
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: join(floorsDir, 'react'),
      configFile: false,
      base,
      plugins: [react()],
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
