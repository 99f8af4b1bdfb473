import { useEffect } from 'react';
import { ImagePicker, type ImagePickerProps, type ImagePickerValue } from '@/components/ImagePicker';
import { cancelUpload, startUploads } from './uploadQueue';
import { usePhotoUploads } from './usePhotoUploads';

/**
 * docs/media.md#in-the-browser: an image picker whose photos are made smaller and uploaded as soon
 * as they are chosen, each tile with its progress, its error and, when another try may work, a
 * Retry button. The form's save then names them by their keys (uploadedKeys).
 */
export function PhotoUploadPicker({ value, onChange, ...props }: Omit<ImagePickerProps, 'statusOf'>) {
  const { statusOf } = usePhotoUploads();
  // Photos the form holds already (a value set from outside) start too; started ones carry on.
  useEffect(() => startUploads(value.files), [value.files]);
  const change = (next: ImagePickerValue) => {
    for (const file of value.files) if (!next.files.includes(file)) cancelUpload(file);
    // Started before the form holds them, so no render shows a chosen photo without its progress.
    startUploads(next.files);
    onChange(next);
  };
  return <ImagePicker {...props} value={value} onChange={change} statusOf={statusOf} />;
}
