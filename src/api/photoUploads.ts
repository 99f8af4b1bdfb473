import { readToken } from '@/lib/storage';
import { apiPaths, photoUploadField, photoUploadSchema, type PhotoUpload } from './contract';
import { apiBaseUrl, REQUEST_TIMEOUT_MS } from './config';
import { ApiError } from './errors';

export interface UploadOptions {
  /** Bytes of the request body sent so far, of its total. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

const jsonOf = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};
const messageOf = (body: unknown): string | null =>
  body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : null;

/**
 * docs/api.md#photo-uploads: sends one photo ahead of its form's save. XMLHttpRequest, since only it
 * reports an upload's progress in every browser (a streamed fetch body needs HTTP/2). A photo on a
 * slow phone network may take longer than the 10000 ms of a call: it fails as 'no response' only
 * when nothing moved for that long (docs/api.md#request-timeout); an answer, whatever its status,
 * is an answer, with the server's `{ message }`.
 */
export function uploadPhoto(photo: Blob, name: string, { onProgress, signal }: UploadOptions = {}) {
  return new Promise<PhotoUpload>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(stall);
      signal?.removeEventListener('abort', abort);
    };
    const fail = (error: unknown) => {
      settle();
      reject(error);
    };
    const stalled = () => {
      xhr.abort();
      fail(new ApiError('no-response', null, null));
    };
    const heard = () => {
      clearTimeout(stall);
      stall = setTimeout(stalled, REQUEST_TIMEOUT_MS);
    };
    const abort = () => {
      xhr.abort();
      fail(new DOMException('The upload was cancelled', 'AbortError'));
    };

    xhr.open('POST', `${apiBaseUrl}${apiPaths.photoUploads}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      heard();
      onProgress?.(event.loaded, event.lengthComputable ? event.total : photo.size);
    };
    // Every byte sent: some browsers (or a service worker in between) report no progress before this.
    xhr.upload.onload = (event) => {
      heard();
      const total = event.lengthComputable && event.total > 0 ? event.total : photo.size;
      onProgress?.(total, total);
    };
    xhr.onerror = () => fail(new ApiError('no-response', null, null));
    xhr.onload = () => {
      settle();
      const body = jsonOf(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError('response', xhr.status, messageOf(body)));
      const parsed = photoUploadSchema.safeParse(body);
      if (!parsed.success)
        return reject(
          new ApiError('response', xhr.status, null, 'The server sent an answer the app does not understand'),
        );
      resolve(parsed.data);
    };
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort);
    const form = new FormData();
    form.append(photoUploadField, photo, name);
    heard();
    xhr.send(form);
  });
}
