export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export type { PhotoTileStatus } from './ImagePreview';
export { UploadBar, type UploadBarProps } from './UploadBar';
export { ACCEPTED_IMAGE_TYPES, isAcceptedImage, type ImagePickerValue } from './imageFiles';
export { canShrinkPhotos, checkPhoto, preparePhoto, type CheckedPhoto, type PreparedPhoto } from './preparePhoto';
export { useObjectUrl } from './useObjectUrl';
