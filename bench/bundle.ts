import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip sizes of the built app (dist/app), what a first visit and each lazy page download. */
export interface BundleSizes {
  /** index.html's entry script, its modulepreloads and stylesheets. */
  initial: { files: string[]; gzip: number };
  /** Each lazily imported chunk (a page) with the chunks only it pulls in, beyond the initial ones. */
  routes: { name: string; files: string[]; gzip: number }[];
}

export interface Budgets {
  initial: number;
  /** initial at most this many times the first load of the react floor (bench/floor.ts). */
  initialToReactFloor: number;
  anyRoute: number;
  routes: Record<string, number>;
}

const assetOf = (reference: string) => reference.replace(/^\.?\/?(assets\/)?/, '');
/** 'builder-wizard-BTrJRraR.js' -> 'builder-wizard' (the content hash: 7 characters for a chunk, vite.config.ts; 8 for other files). */
export const chunkName = (file: string) => file.replace(/-[A-Za-z0-9_-]{7,8}\.(js|css)$/, '');

export function measureBundle(appDir: string): BundleSizes {
  const assets = join(appDir, 'assets');
  const gzipCache = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined)
      gzipCache.set(file, (size = gzipSync(readFileSync(join(assets, file)), { level: 9 }).length));
    return size;
  };
  const source = (file: string) => readFileSync(join(assets, file), 'utf8');
  /** A chunk's static imports (`from"./x.js"`, `import"./x.js"`) and lazy ones (`import("./x.js")`). */
  const importsOf = (file: string) => {
    const code = source(file);
    const stat = [...code.matchAll(/(?:from|import)\s*["'`](\.\/[^"'`]+\.js)["'`]/g)].map((m) => assetOf(m[1]!));
    const lazy = [...code.matchAll(/import\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => assetOf(m[1]!));
    return { stat, lazy };
  };
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      importsOf(file).stat.forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };

  const html = readFileSync(join(appDir, 'index.html'), 'utf8');
  // Under any base path (the react floor is built for /react/).
  const referenced = [...html.matchAll(/(?:src|href)="[^"]*\/assets\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const initialFiles = closure(referenced.filter((f) => f.endsWith('.js')));
  for (const css of referenced.filter((f) => f.endsWith('.css'))) initialFiles.add(css);
  const chunks = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const lazyRoots = new Set(chunks.flatMap((f) => importsOf(f).lazy));
  const routes = [...lazyRoots].map((root) => {
    const files = [...closure([root])].filter((f) => !initialFiles.has(f));
    return { name: chunkName(root), files, gzip: files.reduce((sum, f) => sum + gzipOf(f), 0) };
  });
  return {
    initial: { files: [...initialFiles], gzip: [...initialFiles].reduce((sum, f) => sum + gzipOf(f), 0) },
    routes: routes.sort((a, b) => b.gzip - a.gzip),
  };
}

export interface BudgetLine {
  name: string;
  gzip: number;
  budget: number;
  over: boolean;
}

/** The budgets, the initial one also against the react floor's first load when it is given. */
export function checkBudgets(sizes: BundleSizes, budgets: Budgets, reactFloor?: BundleSizes): BudgetLine[] {
  const line = (name: string, gzip: number, budget: number) => ({ name, gzip, budget, over: gzip > budget });
  return [
    line('initial (every page)', sizes.initial.gzip, budgets.initial),
    ...(reactFloor
      ? [
          line(
            `initial, at most ${budgets.initialToReactFloor}× the react floor's ${kb(reactFloor.initial.gzip)}`,
            sizes.initial.gzip,
            Math.floor(reactFloor.initial.gzip * budgets.initialToReactFloor),
          ),
        ]
      : []),
    ...sizes.routes.map((route) => line(route.name, route.gzip, budgets.routes[route.name] ?? budgets.anyRoute)),
  ];
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function budgetTable(lines: BudgetLine[]): string {
  const rows = lines.map((l) => `| ${l.name} | ${kb(l.gzip)} | ${kb(l.budget)} | ${l.over ? 'OVER' : 'ok'} |`);
  return ['| chunk | gzip | budget | |', '|---|---:|---:|---|', ...rows].join('\n');
}

export const readBudgets = (root: string): Budgets =>
  JSON.parse(readFileSync(join(root, 'bench/budgets.json'), 'utf8')) as Budgets;
