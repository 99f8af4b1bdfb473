// The revision read model (docs/review.md#revisions): what the owner reads of changes waiting beside
// the live version, and what an edit of a live listing or project changes.
export {
  editableVersion,
  revisionDate,
  revisionNote,
  revisionTexts,
  savedEditMessage,
  type Revisable,
  type RevisionNote,
} from './revisionText';
export {
  listingChanges,
  NOT_GIVEN,
  projectChanges,
  type Changes,
  type FieldChange,
  type LabelledPhoto,
  type UnchangedField,
  type UnitChange,
} from './changes';
