export { PhotoUploadPicker } from './PhotoUploadPicker';
export { FormUploadProgress } from './FormUploadProgress';
export { PhotoUploadError, uploadedKeys } from './uploadQueue';
