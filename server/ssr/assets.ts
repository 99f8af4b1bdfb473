import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as RenderModule from './render';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

type Renderer = typeof RenderModule;

/** The built app's HTML template, what each page's chunk needs (Vite's manifest) and the server renderer. */
export interface AppAssets {
  renderPublicPage: Renderer['renderPublicPage'];
  /** dist/app/index.html, the page every address starts from. */
  template: string;
  /** The page chunk of a lazily loaded page module (by its name) and the chunks it imports beyond the entry's. */
  chunksOf(pageName: string): string[];
}

/**
 * The renderer `vite build` bundled beside the app (dist/ssr, see vite.config.ts); where there is
 * none (the server's tests on a stand-in app) the source, which Vitest's loader can import.
 */
async function loadRenderer(appDir: string): Promise<Renderer> {
  const bundle = join(appDir, '..', 'ssr', 'render.js');
  return existsSync(bundle) ? ((await import(pathToFileURL(bundle).href)) as Renderer) : import('./render');
}

export async function readAppAssets(appDir: string): Promise<AppAssets> {
  const template = readFileSync(join(appDir, 'index.html'), 'utf8');
  const manifestFile = join(appDir, '.vite/manifest.json');
  const manifest = (existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {}) as Record<
    string,
    ManifestChunk
  >;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedFirst = closure(entryKeys);
  const pages = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isDynamicEntry && chunk.name)
      pages.set(
        chunk.name,
        [...closure([key])].filter((k) => !loadedFirst.has(k)).map((k) => `/${manifest[k]!.file}`),
      );
  const { renderPublicPage } = await loadRenderer(appDir);
  return { template, renderPublicPage, chunksOf: (pageName) => pages.get(pageName) ?? [] };
}
