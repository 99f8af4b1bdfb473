export { ImagePicker, type ImagePickerProps } from './ImagePicker';
export { ACCEPTED_IMAGE_TYPES, REJECTED_TYPE_MESSAGE, isAcceptedImage, type ImagePickerValue } from './imageFiles';
export { useObjectUrl } from './useObjectUrl';
