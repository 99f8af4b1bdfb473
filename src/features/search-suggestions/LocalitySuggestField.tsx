import { useRef, useState } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, type Key } from 'react-aria-components';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import useSWR from 'swr';
import { getSearchSuggestions, SEARCH_TEXT_TOO_LONG, searchTextTooLong, swrKeys, type SearchSuggestion } from '@/api';
import { useSettled } from '@/components/Clock';
import { FieldDescription, FieldError, FieldLabel, fieldStackStyles, inputStyles } from '@/components/Field';
import { OptionListEmpty, OptionPopover, optionListStyles, optionStyles } from '@/components/Select';
import { paths, propertyHref } from '@/lib/paths';

/** docs/listings.md#search-suggestions: ask once typing has paused this long. */
export const SUGGEST_DELAY_MS = 250;

/**
 * docs/localities.md#locality-links: the top locality's own page, offered as one more option right
 * after it, so choosing a locality still searches it and the list stays one keyboard list.
 */
type LocalityPage = { kind: 'locality-page'; locality: string; city: string };
type Choice = SearchSuggestion | LocalityPage;

function withLocalityPage(items: SearchSuggestion[]): Choice[] {
  const at = items.findIndex((s) => s.kind === 'locality' && s.city);
  const top = items[at];
  if (!top || top.kind !== 'locality') return items;
  const page: LocalityPage = { kind: 'locality-page', locality: top.locality, city: top.city };
  return [...items.slice(0, at + 1), page, ...items.slice(at + 1)];
}

const keyOf = (s: Choice) =>
  s.kind === 'project'
    ? `project:${s._id}`
    : s.kind === 'locality-page'
      ? `page:${s.city}|${s.locality}`
      : `locality:${s.locality}`;
const optionName = (s: Choice) =>
  s.kind === 'project' ? s.name : s.kind === 'locality-page' ? `Prices and trends in ${s.locality}` : s.locality;
const countText = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

export interface LocalitySuggestFieldProps {
  /** The search's text now. */
  value: string;
  /** Suggestions keep to it when chosen. */
  city?: string;
  /** A locality chosen, or Enter on the typed text: search it. */
  onSearch: (q: string) => void;
  /**
   * The field left with other text than `value`, whatever its length (a form around it checks it on
   * submit); unless given, a search of it when it is not too long.
   */
  onLeave?: (q: string) => void;
  placeholder?: string;
}

/**
 * The locality or project box: a react-aria ComboBox suggesting approved localities (with their
 * counts) and projects as one types. A locality searches it; the option after the top locality opens
 * that locality's page; a project opens its page. The typed text
 * is a search of its own, so a failed call costs only the suggestions.
 */
export function LocalitySuggestField({
  value,
  city,
  onSearch,
  onLeave,
  placeholder = 'e.g. Whitefield',
}: LocalitySuggestFieldProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(value);
  // Enter on a suggestion chooses it first (react-aria's handler runs before ours): not a search of the text.
  const chose = useRef(false);
  const typed = text.trim();
  // docs/listings.md#search-text-limit: said beside the field as it is typed, and never sent.
  const tooLong = searchTextTooLong(typed);
  const search = (q: string) => {
    if (!searchTextTooLong(q)) onSearch(q);
  };
  const leave = onLeave ?? search;
  const settled = useSettled(tooLong ? '' : typed, SUGGEST_DELAY_MS);
  const query = { q: settled, city };
  const suggestions = useSWR(settled ? swrKeys.searchSuggestions(query) : null, () => getSearchSuggestions(query), {
    keepPreviousData: true,
  });
  const items = settled && typed ? withLocalityPage(suggestions.data?.items ?? []) : [];
  // Answers come after typing pauses, and react-aria opens the list only as the text changes: it opens
  // on typing (saying it is looking) and fills in; a failed call closes it, the text still searches.
  const looking = settled !== typed || suggestions.isLoading;
  const choose = (key: Key | null) => {
    const chosen = items.find((s) => keyOf(s) === key);
    if (!chosen) return;
    chose.current = true;
    if (chosen.kind === 'project') {
      navigate(propertyHref({ kind: 'builder-project', _id: chosen._id, title: chosen.name }));
      return;
    }
    if (chosen.kind === 'locality-page') {
      navigate(paths.locality(chosen.city, chosen.locality));
      return;
    }
    setText(chosen.locality);
    search(chosen.locality);
  };

  return (
    <Stack
      items={items}
      inputValue={text}
      onInputChange={(next) => {
        chose.current = false;
        setText(next);
      }}
      onSelectionChange={choose}
      allowsCustomValue
      allowsEmptyCollection={Boolean(typed) && !tooLong && suggestions.error === undefined}
      menuTrigger="input"
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        // The field searches on its own: a form around it must not submit what it held before.
        event.preventDefault();
        if (!chose.current) search(typed);
      }}
      onBlur={() => {
        if (typed !== value) leave(typed);
      }}
      isInvalid={tooLong}
    >
      <FieldLabel>Locality or project</FieldLabel>
      <StyledInput placeholder={placeholder} />
      <FieldError>{SEARCH_TEXT_TOO_LONG}</FieldError>
      {suggestions.error !== undefined && typed && (
        <FieldDescription>Suggestions are unavailable. Press Enter to search what you typed.</FieldDescription>
      )}
      <OptionPopover>
        <Options
          renderEmptyState={() => (
            <OptionListEmpty>
              {looking ? 'Looking for localities and projects…' : 'No matching localities'}
            </OptionListEmpty>
          )}
        >
          {(s: Choice) => (
            <Option id={keyOf(s)} textValue={optionName(s)}>
              <strong>{optionName(s)}</strong>
              <Detail>
                {s.kind === 'project'
                  ? `Project · ${[s.locality, s.city].filter(Boolean).join(', ')}`
                  : s.kind === 'locality-page'
                    ? `Locality page · ${s.city}`
                    : `${s.city} · ${countText(s.count, 'property', 'properties')}`}
              </Detail>
            </Option>
          )}
        </Options>
      </OptionPopover>
    </Stack>
  );
}

const Stack = styled(ComboBox<Choice>)`
  ${fieldStackStyles}
`;

const StyledInput = styled(Input)`
  ${inputStyles}
`;

const Options = styled(ListBox<Choice>)`
  ${optionListStyles}
`;

const Option = styled(ListBoxItem<Choice>)`
  ${optionStyles}
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
