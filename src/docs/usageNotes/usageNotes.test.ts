import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageNotes } from '.';

/** Every stories file of a component, with the usage note its docs page shows (if any). */
const componentStories = () =>
  (readdirSync('src/components', { recursive: true }) as string[])
    .filter((file) => file.endsWith('.stories.tsx') && !file.includes('__screenshots__'))
    .map((file) => {
      const source = readFileSync(join('src/components', file), 'utf8');
      // A JSDoc on the meta would take the note's place: Storybook's csf-plugin writes it into
      // parameters.docs.description after the meta's own parameters.
      const jsDocOnMeta = /\*\/\s*const meta = \{/.test(source);
      return {
        file,
        note: jsDocOnMeta ? 'JSDoc on the meta' : (/docsWithUsage\(usageNotes\.(\w+)\)/.exec(source)?.[1] ?? 'none'),
      };
    });

describe('usage notes', () => {
  it('head the docs page of every component with stories', () => {
    const stories = componentStories();
    expect(stories.length).toBeGreaterThan(20);
    const missing = stories.filter(({ note }) => !(note in usageNotes));
    expect(missing).toEqual([]);
  });

  it('each say what to do and what not to', () => {
    const incomplete = Object.entries(usageNotes)
      .filter(([, note]) => !note.includes('**Do**') || !note.includes("**Don't**"))
      .map(([name]) => name);
    expect(incomplete).toEqual([]);
  });
});
