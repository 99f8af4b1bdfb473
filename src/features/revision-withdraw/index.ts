// docs/review.md#revisions: the owner takes their waiting changes back, after a question; the pages
// that list an owner's items hold it (the seller dashboard, My Projects). Apart from features/revisions
// so that a list which only links (the builder dashboard) loads no dialog.
export { useWithdrawChanges, type WithdrawChangesOptions } from './useWithdrawChanges';
export { WithdrawChangesDialog, type WithdrawChangesDialogProps } from './WithdrawChangesDialog';
