import { useCallback, useEffect, useReducer, useState } from 'react';
import type { FormDraft } from '@/lib/draftSlot';

/** Every drafted form's reducer takes this action: back to a given state. */
export interface ResetAction<State> {
  type: 'reset';
  state: State;
}

/**
 * A form's state with its draft (docs/wizard.md#wizard-draft, docs/listings.md#listing-form): a draft
 * under `draftKey` wins over `initial` when the form opens, and every change is written back to it,
 * so a reload or a failed submit loses nothing. `restored` is the draft that came back, while its
 * notice shows.
 */
export function useDraftedForm<State extends { dirty: boolean }, Action>(
  reducer: (state: State, action: Action | ResetAction<State>) => State,
  initial: State,
  draftKey: string,
  draft: FormDraft<State>,
) {
  const [restored, setRestored] = useState(() => draft.restore(draftKey, initial));
  const [state, dispatch] = useReducer(reducer, restored?.state ?? initial);

  useEffect(() => {
    if (state.dirty) draft.save(draftKey, state);
  }, [draft, draftKey, state]);

  /** Start over from `initial`, forgetting the draft. */
  const startOver = useCallback(() => {
    draft.clear(draftKey);
    setRestored(null);
    dispatch({ type: 'reset', state: initial });
  }, [draft, draftKey, initial]);

  /** The notice goes; the restored form stays. */
  const dismissDraft = useCallback(() => setRestored(null), []);

  /** After a successful submit the draft has done its work. */
  const forgetDraft = useCallback(() => draft.clear(draftKey), [draft, draftKey]);

  return { state, dispatch, restored, startOver, dismissDraft, forgetDraft };
}
