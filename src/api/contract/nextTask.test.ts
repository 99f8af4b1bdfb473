import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('resolves in a task of its own: a microtask queued after it runs first', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });
});

describe("the contract's modules", () => {
  it('that build zod schemas yield to the page first, each in a task of its own', () => {
    const dir = import.meta.dirname;
    const builders = readdirSync(dir).filter(
      (name) =>
        name.endsWith('.ts') && !name.endsWith('.test.ts') && /from 'zod'/.test(readFileSync(join(dir, name), 'utf8')),
    );
    expect(builders.length).toBeGreaterThan(10);
    for (const name of builders) {
      const source = readFileSync(join(dir, name), 'utf8');
      // `z.string()` or, as prettier breaks a chain, `z\n  .string()`.
      const firstSchema = source.search(/\bz\s*\.\w+\(/);
      expect(source.indexOf('\nawait nextTask();\n'), name).toBeGreaterThan(0);
      expect(source.indexOf('\nawait nextTask();\n'), name).toBeLessThan(firstSchema);
    }
  });
});
