// The revision read model (docs/review.md#revisions): what the owner reads of changes waiting beside the live version.
export {
  editableVersion,
  revisionDate,
  revisionNote,
  revisionTexts,
  savedEditMessage,
  type Revisable,
  type RevisionNote,
} from './revisionText';
