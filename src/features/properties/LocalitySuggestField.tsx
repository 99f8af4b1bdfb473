import { useEffect, useRef, useState } from 'react';
import { ComboBox, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { getSearchSuggestions, swrKeys, type SearchSuggestion } from '@/api';
import { useClock } from '@/components/Clock';
import { FieldDescription, FieldLabel, fieldStackStyles, inputStyles } from '@/components/Field';
import { propertyHref } from '@/lib/paths';

/** docs/listings.md#search-suggestions: ask once typing has paused this long. */
export const SUGGEST_DELAY_MS = 250;

/** The text once it has stopped changing for SUGGEST_DELAY_MS, on the ClockContext's clock. */
function useSettled(text: string) {
  const clock = useClock();
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = clock.setTimeout(() => setSettled(text), SUGGEST_DELAY_MS);
    return () => clock.clearTimeout(timer);
  }, [clock, text]);
  return settled;
}

const keyOf = (s: SearchSuggestion) => (s.kind === 'project' ? `project:${s._id}` : `locality:${s.locality}`);
const countText = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

export interface LocalitySuggestFieldProps {
  /** The search's text now. */
  value: string;
  /** Suggestions keep to it when chosen. */
  city?: string;
  /** A locality chosen, or the typed text on Enter or when the field is left. */
  onCommit: (q: string) => void;
}

/**
 * The locality or project box: a react-aria ComboBox suggesting approved localities (with their
 * counts) and projects as one types. A locality searches it; a project opens its page. The typed text
 * is a search of its own, so a failed call costs only the suggestions.
 */
export function LocalitySuggestField({ value, city, onCommit }: LocalitySuggestFieldProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(value);
  // Enter on a suggestion chooses it first (react-aria's handler runs before ours): not a search of the text.
  const chose = useRef(false);
  const settled = useSettled(text.trim());
  const query = { q: settled, city };
  const suggestions = useSWR(settled ? swrKeys.searchSuggestions(query) : null, () => getSearchSuggestions(query), {
    keepPreviousData: true,
  });
  const items = settled && text.trim() ? (suggestions.data?.items ?? []) : [];
  /** The answer on screen is for the text as typed now. */
  const answered = settled === text.trim() && suggestions.data !== undefined && !suggestions.isValidating;
  const commit = (next: string) => {
    if (next.trim() !== value) onCommit(next.trim());
  };
  const choose = (key: Key | null) => {
    const chosen = items.find((s) => keyOf(s) === key);
    if (!chosen) return;
    chose.current = true;
    if (chosen.kind === 'project') {
      navigate(propertyHref({ kind: 'builder-project', _id: chosen._id, title: chosen.name }));
      return;
    }
    setText(chosen.locality);
    commit(chosen.locality);
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
      // Open from the first keystroke, filled when the answer comes: react-aria opens the list only when
      // the text changes, and a person typing at speed has stopped before the (delayed) answer arrives.
      allowsEmptyCollection={Boolean(text.trim()) && !suggestions.error}
      menuTrigger="input"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !chose.current) commit(text);
      }}
      onBlur={() => commit(text)}
    >
      <FieldLabel>Locality or project</FieldLabel>
      <StyledInput placeholder="e.g. Whitefield" />
      {suggestions.error !== undefined && text.trim() && (
        <FieldDescription>Suggestions are unavailable. Press Enter to search what you typed.</FieldDescription>
      )}
      <StyledPopover>
        <Options
          renderEmptyState={() => <Empty>{answered ? 'No matching localities' : 'Looking for localities…'}</Empty>}
        >
          {(s: SearchSuggestion) => (
            <Option id={keyOf(s)} textValue={s.kind === 'project' ? s.name : s.locality}>
              <strong>{s.kind === 'project' ? s.name : s.locality}</strong>
              <Detail>
                {s.kind === 'project'
                  ? `Project · ${[s.locality, s.city].filter(Boolean).join(', ')}`
                  : `${s.city} · ${countText(s.count, 'property', 'properties')}`}
              </Detail>
            </Option>
          )}
        </Options>
      </StyledPopover>
    </Stack>
  );
}

const Stack = styled(ComboBox<SearchSuggestion>)`
  ${fieldStackStyles}
`;

const StyledInput = styled(Input)`
  ${inputStyles}
`;

const StyledPopover = styled(Popover)`
  width: var(--trigger-width);
  max-height: 20rem;
  overflow: auto;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

const Options = styled(ListBox<SearchSuggestion>)`
  outline: none;
  padding: ${({ theme }) => theme.space(1)};
`;

const Option = styled(ListBoxItem<SearchSuggestion>)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const Detail = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Empty = styled.p`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  color: ${({ theme }) => theme.color.textMuted};
`;
