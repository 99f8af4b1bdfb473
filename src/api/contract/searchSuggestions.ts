import { z } from 'zod';
import { searchTextSchema } from './propertySearch';
import { lazySchema } from './lazySchema';

/**
 * GET /api/properties/suggestions (docs/listings.md#search-suggestions): approved localities and project names
 * whose name, or a word of it, starts with the typed text (case-insensitive), in the city when one is
 * given. Localities first, most properties first (listings and projects there), then projects A to Z.
 */
export const MAX_LOCALITY_SUGGESTIONS = 6;
export const MAX_PROJECT_SUGGESTIONS = 4;

export const searchSuggestionQuerySchema = lazySchema(() =>
  z.object({
    q: searchTextSchema.min(1),
    city: z.string().trim().max(100).optional(),
  }),
);
export type SearchSuggestionQuery = z.input<typeof searchSuggestionQuerySchema>;

export const searchSuggestionSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('locality'),
      locality: z.string(),
      city: z.string(),
      /** Approved listings and projects in it. */
      count: z.number().int().min(1),
    }),
    z.object({
      kind: z.literal('project'),
      _id: z.string(),
      name: z.string(),
      locality: z.string(),
      city: z.string(),
      /** Its unit types (configurations, shop and office types). */
      count: z.number().int().min(0),
    }),
  ]),
);
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsSchema = lazySchema(() => z.object({ items: z.array(searchSuggestionSchema) }));
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** Whether a name, or a word of it, starts with the text (what the server matches). */
export const suggestionMatches = (name: string, text: string) => {
  const lower = (s: string) => s.toLocaleLowerCase('en-IN');
  const typed = lower(text.trim());
  return lower(name)
    .split(/\s+/)
    .some((_, i, words) => words.slice(i).join(' ').startsWith(typed));
};
