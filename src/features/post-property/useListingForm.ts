import { useCallback, useEffect, useReducer, useState } from 'react';
import { clearListingDraft, restoreListingDraft, saveListingDraft, type RestoredListingDraft } from './draft';
import { listingFormReducer, type ListingFormState } from './listingForm';

/**
 * The listing form's state with its draft: a draft under `draftKey` wins over `initial` when the
 * form opens, and every change is written back to it, so a reload or a failed submit loses nothing.
 */
export function useListingForm(initial: ListingFormState, draftKey: string) {
  const [restored, setRestored] = useState<RestoredListingDraft | null>(() => restoreListingDraft(draftKey, initial));
  const [state, dispatch] = useReducer(listingFormReducer, restored?.state ?? initial);

  useEffect(() => {
    if (state.dirty) saveListingDraft(draftKey, state);
  }, [draftKey, state]);

  /** Start over from `initial`, forgetting the draft. */
  const discardDraft = useCallback(() => {
    clearListingDraft(draftKey);
    setRestored(null);
    dispatch({ type: 'reset', state: initial });
  }, [draftKey, initial]);

  /** After a successful submit the draft has done its work. */
  const forgetDraft = useCallback(() => clearListingDraft(draftKey), [draftKey]);

  return { state, dispatch, restored, discardDraft, forgetDraft };
}
