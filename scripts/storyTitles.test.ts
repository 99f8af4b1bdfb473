import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { normalizeStoriesEntry } from 'storybook/internal/common';
import { loadCsf } from 'storybook/internal/csf-tools';
import { userOrAutoTitleFromSpecifier } from 'storybook/internal/preview-api';
import { describe, expect, it } from 'vitest';
import storybook from '../.storybook/main.ts';

/**
 * The sidebar's one vocabulary (.storybook/preview.tsx's storySort): a designer finds every piece
 * under Foundations, Components, Patterns or Pages; engineers' stories (tagged `dev-only`, left out
 * of the published Storybook) sit under Developer and nowhere else.
 */
const designSections = ['Foundations', 'Components', 'Patterns', 'Pages'];
const developerSection = 'Developer';

const root = join(import.meta.dirname, '..');
const configDir = join(root, '.storybook');
const specifiers = (storybook.stories as string[]).map((entry) =>
  normalizeStoriesEntry(entry, { configDir, workingDir: root }),
);

function* storiesFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory() && entry.name !== '__screenshots__') yield* storiesFiles(path);
    else if (entry.isFile() && entry.name.endsWith('.stories.tsx')) yield path;
  }
}

/** A file's sidebar title as Storybook makes it: the meta's own, or derived from its path. */
function sidebarEntry(file: string) {
  const importPath = `./${relative(root, file)}`;
  const { meta } = loadCsf(readFileSync(file, 'utf8'), {
    fileName: file,
    makeTitle: (userTitle?: string) =>
      specifiers.map((specifier) => userOrAutoTitleFromSpecifier(importPath, specifier, userTitle)).find(Boolean) ??
      userTitle ??
      '',
  }).parse();
  return { file: relative(root, file), title: meta.title ?? '', devOnly: (meta.tags ?? []).includes('dev-only') };
}

const sectionOf = (title: string) => title.split('/')[0] ?? '';

describe('story titles', () => {
  const entries = [...storiesFiles(join(root, 'src')), ...storiesFiles(configDir)].map(sidebarEntry);

  it('are read for every stories file, derived ones included', () => {
    expect(entries.length).toBeGreaterThan(50);
    expect(entries.filter(({ title }) => title === '')).toEqual([]);
  });

  it('sit in Foundations, Components, Patterns or Pages', () => {
    const outside = entries.filter(({ title, devOnly }) => !devOnly && !designSections.includes(sectionOf(title)));
    expect(outside).toEqual([]);
  });

  it('put engineers-only stories under Developer, and only those', () => {
    const misplaced = entries.filter(({ title, devOnly }) => devOnly !== (sectionOf(title) === developerSection));
    expect(misplaced).toEqual([]);
  });
});
