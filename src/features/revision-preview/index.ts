// docs/review.md#revisions: the owner's preview of their waiting changes on the item's public page.
export { ChangesPreview, type ChangesPreviewProps } from './ChangesPreview';
