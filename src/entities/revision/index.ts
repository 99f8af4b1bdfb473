// The revision read model (docs/review.md#revisions): what an edit of a live listing or project changes.
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
