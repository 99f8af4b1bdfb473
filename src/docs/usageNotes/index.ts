/**
 * Usage notes for designers, shown at the top of a component's docs page
 * (`parameters.docs.description.component`, Markdown): what it is for, when to use it, do and
 * don't, and its states (the stories below the note show each). One note per component with
 * stories; `usageNotes.test.ts` keeps it so.
 */
import { actionNotes } from './actions';
import { contentNotes } from './content';
import { fieldNotes } from './fields';
import { messageNotes } from './messages';
import { stateNotes } from './states';

export const usageNotes = { ...messageNotes, ...actionNotes, ...fieldNotes, ...contentNotes, ...stateNotes };

/** A meta's parameters that put a usage note at the top of its docs page. */
export const docsWithUsage = (note: string) => ({ docs: { description: { component: note } } });
