import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One word per meaning in story names (docs/architecture.md#story-names): a reader and a designer
 * find the same state under the same name in every file, and a baseline's name says which it is.
 */
const synonyms: Record<string, RegExp> = {
  OnAPhone: /(?<!OnA)Phone$|OnPhone/,
  NoConnection: /ServerDown|NetworkError|Offline/,
  LoadFailure: /^LoadFails$|^LoadError$/,
  LoadFailsThenRetries: /ThenRetr(y|ied)$|^FailsThenRetries$/,
  Loading: /^LoadingSpinner$/,
  ByKeyboard: /^Keyboard$/,
  DismissedByClose: /ClosedByClose/,
  NewestFirst: /NewestOnTop/,
  RollsBack: /ComesBack$|FailureReloads$|FailsAndRollsBack$/,
  FailureKeeps: /FailsKeeps/,
  Tone: /^(Info|Success|Error|Warning)Tone$/,
};

const storyNames = () =>
  (readdirSync('src', { recursive: true }) as string[])
    .filter((file) => file.endsWith('.stories.tsx') && !file.includes('__screenshots__'))
    .map((file) => join('src', file))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^export const ([A-Z]\w*)/gm)].map((match) => `${file} ${match[1]}`),
    );

describe('story names', () => {
  it('use one vocabulary', () => {
    const drifted = storyNames().filter((entry) =>
      Object.values(synonyms).some((synonym) => synonym.test(entry.split(' ')[1] ?? '')),
    );
    expect(drifted).toEqual([]);
  });
});
