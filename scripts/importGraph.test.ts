import { describe, expect, it } from 'vitest';
import { circlesOf, groupGraph, importGraph } from './importGraph';

/** docs/architecture.md#no-circles: no file or feature imports itself round a circle. */
describe('the import graph', () => {
  const graph = importGraph();

  it('reads the product through the aliases and relative paths alike', () => {
    expect(graph.get('server/app.ts')).toContain('server/config.ts');
    expect(graph.get('src/app/routes.tsx')).toContain('src/app/RequireRole.tsx');
    expect(graph.get('mocks/db.ts')?.some((file) => file.startsWith('src/api/contract/'))).toBe(true);
  });

  it('has no circle between files', () => {
    expect(circlesOf(graph)).toEqual([]);
  });

  it('has no circle between features', () => {
    const feature = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
    expect(circlesOf(groupGraph(graph, feature))).toEqual([]);
  });

  it('has no circle between server domains (the shared http, db and ssr included)', () => {
    const domain = (file: string) => /^server\/([^/]+)\//.exec(file)?.[1] ?? null;
    expect(circlesOf(groupGraph(graph, domain))).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const made = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circlesOf(made)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
