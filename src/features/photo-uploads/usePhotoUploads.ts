import { useSyncExternalStore } from 'react';
import type { PhotoTileStatus } from '@/components/ImagePicker';
import { retryUpload, subscribeToUploads, uploadStateOf, uploadsVersion, type PhotoUploadState } from './uploadQueue';

/** A photo's upload as its tile says it. */
export function tileStatusOf(file: File, state: PhotoUploadState | undefined): PhotoTileStatus | undefined {
  if (!state) return undefined;
  switch (state.phase) {
    case 'preparing':
      return { text: 'Making it smaller…' };
    case 'uploading': {
      const percent = state.total > 0 ? Math.round((state.loaded / state.total) * 100) : 0;
      // Every byte sent: the server is reading the photo and making its smaller copies.
      return percent >= 100 ? { text: 'Saving…', percent: 100 } : { text: `Uploading ${percent}%`, percent };
    }
    case 'uploaded':
      return { text: 'Uploaded', percent: 100, isDone: true };
    case 'failed':
      return {
        text: 'Not uploaded',
        error: state.message ?? 'This photo did not upload.',
        onRetry: state.canRetry ? () => retryUpload(file) : undefined,
      };
  }
}

/** Re-renders on every change of any upload; the states by file. */
export function usePhotoUploads() {
  useSyncExternalStore(subscribeToUploads, uploadsVersion, uploadsVersion);
  return { stateOf: uploadStateOf, statusOf: (file: File) => tileStatusOf(file, uploadStateOf(file)) };
}
