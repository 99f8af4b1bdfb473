import { useCallback, useEffect, useReducer, useState } from 'react';
import { clearDraft, restoreDraft, saveDraft, type RestoredDraft } from './draft';
import { projectFormReducer, type ProjectFormState } from './projectForm';

/**
 * The wizard's form state (docs/wizard.md#type-choice-clears, docs/wizard.md#state-clears-city, docs/wizard.md#completion-timeline rules in the reducer) with its draft: a draft under `draftKey`
 * wins over `initial` when the wizard opens, and every change is written back to it.
 */
export function useProjectForm(initial: ProjectFormState, draftKey: string) {
  const [restored, setRestored] = useState<RestoredDraft | null>(() => restoreDraft(draftKey, initial));
  const [state, dispatch] = useReducer(projectFormReducer, restored?.state ?? initial);

  useEffect(() => {
    if (state.dirty) saveDraft(draftKey, state);
  }, [draftKey, state]);

  /** Start over from `initial`, forgetting the draft. */
  const discardDraft = useCallback(() => {
    clearDraft(draftKey);
    setRestored(null);
    dispatch({ type: 'reset', state: initial });
  }, [draftKey, initial]);

  /** After a successful submit the draft has done its work. */
  const forgetDraft = useCallback(() => clearDraft(draftKey), [draftKey]);

  return { state, dispatch, restored, discardDraft, forgetDraft };
}
