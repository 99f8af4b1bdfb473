/**
 * What the story that just ran expects the story-error watcher (src/testing/storyErrors.ts) to report:
 * nothing, for every story but the bench's own proof that a logged error fails a story
 * (.storybook/checks/StoryErrors.stories.tsx, `parameters.expectedStoryError`). The preview sets it
 * before each story; the vitest setup reads it after the story, and honours it only for those checks.
 */
export const errorCheck: { expected: RegExp | undefined } = { expected: undefined };
