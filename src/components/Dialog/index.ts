export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { DialogActions, DialogForm, DialogMessage, DialogTitle, ModalFrame, type ModalFrameProps } from './ModalFrame';
export { useConfirmedDelete, type ConfirmedDeleteOptions } from './useConfirmedDelete';
export { Sheet, SheetBody, SheetFooter, type SheetProps } from './Sheet';
export { SheetTrigger, type SheetTriggerProps } from './SheetTrigger';
