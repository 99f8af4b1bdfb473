export { DraftNotice, type DraftNoticeProps } from './DraftNotice';
export { useDraftedForm, type ResetAction } from './useDraftedForm';
export { useServerAction } from './useServerAction';
export { stackedForm } from './stackedForm';
