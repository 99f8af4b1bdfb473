import { useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { useSettled } from '@/components/Clock';
import { Sheet, SheetBody, SheetFooter, SheetTrigger } from '@/components/Dialog';
import type { ParsedPropertySearchQuery } from '@/api/contract';
import { usePropertySearch } from './api';
import { SearchFilters } from './SearchFilters';
import { activeFilterCount, clearedFilters, paramsOf, queryFromParams, resultCountText } from '@/entities/search';

/** Ask for the sheet's count once the filters have stayed as they are this long. */
export const COUNT_DELAY_MS = 300;

export interface FilterSheetProps {
  query: ParsedPropertySearchQuery;
  /** The filters chosen in the sheet, applied as the page's search. */
  onApply: (query: ParsedPropertySearchQuery) => void;
}

/**
 * A phone's filters: a 'Filters' button saying how many are on opens them in a sheet. Choices there
 * stay a draft, counted as they change, until its button shows them ('Show 24 properties').
 */
export function FilterSheet({ query, onApply }: FilterSheetProps) {
  const count = activeFilterCount(query);
  return (
    <SheetTrigger trigger={<Button variant="secondary">{count > 0 ? `Filters (${count})` : 'Filters'}</Button>}>
      <Sheet title="Filters">
        {(close) => (
          <DraftFilters
            query={query}
            onApply={(draft) => {
              onApply(draft);
              close();
            }}
          />
        )}
      </Sheet>
    </SheetTrigger>
  );
}

/** The sheet's inside: mounted as it opens, so every opening starts from the page's search. */
function DraftFilters({ query, onApply }: FilterSheetProps) {
  const [draft, setDraft] = useState(query);
  const search = paramsOf(draft);
  const settled = useSettled(search, COUNT_DELAY_MS);
  // The same key as the page's own search: applying shows results the sheet has already counted.
  const counted = usePropertySearch(useMemo(() => queryFromParams(new URLSearchParams(settled)), [settled]));
  const known = settled === search && !counted.isLoading && counted.data;

  return (
    <>
      <SheetBody>
        <SearchFilters query={draft} onChange={setDraft} />
      </SheetBody>
      <SheetFooter>
        <Button
          variant="secondary"
          isDisabled={activeFilterCount(draft) === 0}
          onPress={() => setDraft(clearedFilters(draft))}
        >
          Clear all
        </Button>
        <Button onPress={() => onApply(draft)}>
          {known ? `Show ${resultCountText(known.total, known.totalIsCapped)}` : 'Show properties'}
        </Button>
      </SheetFooter>
    </>
  );
}
