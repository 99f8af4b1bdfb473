// docs/review.md#revisions: the owner's note of the changes waiting beside a live item, in their lists.
// Taking the changes back, with its dialog, loads apart (features/revision-withdraw): a list that only
// links loads none of it.
export { RevisionNote, type RevisionNoteProps } from './RevisionNote';
