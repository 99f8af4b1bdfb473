// docs/review.md#revisions: the owner's side of changes waiting beside a live version, shared by the dashboards.
export { RevisionNote, type RevisionNoteProps } from './RevisionNote';
export { useWithdrawChanges, type WithdrawChangesOptions } from './useWithdrawChanges';
export { WithdrawChangesDialog, type WithdrawChangesDialogProps } from './WithdrawChangesDialog';
