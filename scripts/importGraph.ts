// The import graph of the product's code, read by TypeScript itself (imports, re-exports, import()
// and `import type` alike), for the test that keeps it free of circles (docs/architecture.md#no-circles).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
/** The product's code: what ships or serves. Tests, stories and fixtures may import in any shape. */
const PRODUCT_FOLDERS = ['src', 'server', 'mocks'];
const isProductFile = (path: string) =>
  /\.tsx?$/.test(path) && !/\.(test|stories)\.tsx?$/.test(path) && !path.endsWith('.d.ts');

function filesUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === '__screenshots__' ? [] : filesUnder(path);
    return isProductFile(path) ? [path] : [];
  });
}

function compilerOptions() {
  const configFile = join(root, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/** Each product file (a path from the repository root) and the product files it imports. */
export function importGraph(): Map<string, string[]> {
  const options = compilerOptions();
  const files = PRODUCT_FOLDERS.flatMap(filesUnder);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, join(root, file), options, ts.sys).resolvedModule;
      const target = resolved ? relative(root, resolved.resolvedFileName) : null;
      return target && known.has(target) ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The graph's circles: its strongly connected components of more than one node (Tarjan). */
export function circlesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) circles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/** The same graph between groups of files (a feature, a server domain): `groupOf` names a file's group. */
export function groupGraph(graph: Map<string, string[]>, groupOf: (file: string) => string | null) {
  const groups = new Map<string, string[]>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (!from) continue;
    const edges = new Set(groups.get(from) ?? []);
    for (const target of targets) {
      const to = groupOf(target);
      if (to && to !== from) edges.add(to);
    }
    groups.set(from, [...edges]);
  }
  return groups;
}
