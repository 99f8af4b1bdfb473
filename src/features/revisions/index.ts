// docs/review.md#revisions: the owner's note of the changes waiting beside a live item, in their lists.
// Its neighbours load apart: the preview on the public page (features/revision-preview) and taking
// the changes back, with its dialog (features/revision-withdraw); a list that only links loads neither.
export { RevisionNote, type RevisionNoteProps } from './RevisionNote';
