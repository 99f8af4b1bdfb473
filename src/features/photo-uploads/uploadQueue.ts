import { describeError } from '@/api';
// Not from the '@/api' barrel: its chunk is every page's, and only the forms with photos send them.
import { uploadPhoto } from '@/api/photoUploads';
import { preparePhoto } from '@/components/ImagePicker';

/** docs/media.md#in-the-browser: what happens to a chosen photo, one step after another. */
export type UploadPhase = 'preparing' | 'uploading' | 'uploaded' | 'failed';

export interface PhotoUploadState {
  phase: UploadPhase;
  /** Bytes of the upload sent, of its total (0 of 0 until it starts). */
  loaded: number;
  total: number;
  /** Why it failed, worded for the person. */
  message?: string;
  /** A failure a second try may mend (no answer, a 5xx); not a photo that cannot be read. */
  canRetry: boolean;
  /** The key the save names it by (docs/api.md#photo-uploads), once uploaded. */
  key?: string;
  /** What was sent: its bytes and, when the browser made it smaller, its size in pixels. */
  sent?: { bytes: number; width: number | null; height: number | null };
}

/** Two photos at a time: a phone's upload is shared, and each decode holds a whole photo in memory. */
const AT_ONCE = 2;

const states = new Map<File, PhotoUploadState>();
const controllers = new Map<File, AbortController>();
const queue: File[] = [];
let running = 0;
const listeners = new Set<() => void>();
let version = 0;

function set(file: File, state: PhotoUploadState) {
  states.set(file, state);
  version += 1;
  for (const listener of listeners) listener();
}

export const subscribeToUploads = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const uploadsVersion = () => version;
export const uploadStateOf = (file: File) => states.get(file);

async function run(file: File, signal: AbortSignal) {
  const prepared = await preparePhoto(file);
  if (signal.aborted) return;
  if (!prepared.ok)
    return set(file, { phase: 'failed', loaded: 0, total: 0, message: prepared.reason, canRetry: false });
  const { blob, width, height } = prepared;
  const sent = { bytes: blob.size, width, height };
  set(file, { phase: 'uploading', loaded: 0, total: blob.size, canRetry: false, sent });
  try {
    const upload = await uploadPhoto(blob, file.name, {
      signal,
      onProgress: (loaded, total) => set(file, { phase: 'uploading', loaded, total, canRetry: false, sent }),
    });
    set(file, { phase: 'uploaded', loaded: blob.size, total: blob.size, canRetry: false, key: upload.key, sent });
  } catch (error) {
    if (signal.aborted) return;
    // A 4xx says what is wrong with this photo: the same bytes would be refused again.
    const status = (error as { status?: number | null }).status ?? null;
    const canRetry = status === null || status >= 500 || status === 408 || status === 429;
    set(file, { phase: 'failed', loaded: 0, total: blob.size, message: describeError(error), canRetry, sent });
  }
}

function pump() {
  while (running < AT_ONCE && queue.length > 0) {
    const file = queue.shift()!;
    const controller = controllers.get(file);
    if (!controller || controller.signal.aborted) continue;
    running += 1;
    void run(file, controller.signal).finally(() => {
      running -= 1;
      pump();
    });
  }
}

function enqueue(file: File) {
  controllers.get(file)?.abort();
  controllers.set(file, new AbortController());
  set(file, { phase: 'preparing', loaded: 0, total: 0, canRetry: false });
  queue.push(file);
  pump();
}

/** Starts preparing and uploading the photos not yet under way (a photo chosen again keeps its upload). */
export function startUploads(files: readonly File[]) {
  for (const file of files) if (!states.has(file)) enqueue(file);
}

/** A failed photo tried again, alone. */
export function retryUpload(file: File) {
  if (states.get(file)?.phase === 'failed') enqueue(file);
}

/** A photo removed from its form: its upload stops, and it is forgotten. */
export function cancelUpload(file: File) {
  controllers.get(file)?.abort();
  controllers.delete(file);
  if (states.delete(file)) {
    version += 1;
    for (const listener of listeners) listener();
  }
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** The photos that did not upload, named, for the message beside the submit button. */
export class PhotoUploadError extends Error {
  constructor(readonly failed: { name: string; message: string }[]) {
    super(
      failed.length === 1
        ? `${failed[0]!.name} did not upload: ${sentence(failed[0]!.message)} Try it again or remove it.`
        : `${failed.length} photos did not upload (${failed.map((f) => f.name).join(', ')}). Try them again or remove them.`,
    );
    this.name = 'PhotoUploadError';
  }
}

/**
 * The keys of the photos, in their order, once every one is uploaded (docs/api.md#photo-uploads);
 * rejects with a PhotoUploadError naming those that failed. Photos not yet started start now.
 */
export function uploadedKeys(files: readonly File[]): Promise<string[]> {
  startUploads(files);
  return new Promise((resolve, reject) => {
    const check = () => {
      const all = files.map((file) => states.get(file));
      if (all.some((state) => state?.phase === 'preparing' || state?.phase === 'uploading')) return;
      stop();
      const failed = files.flatMap((file, i) =>
        all[i]?.phase === 'uploaded' ? [] : [{ name: file.name, message: all[i]?.message ?? 'It was removed.' }],
      );
      if (failed.length > 0) reject(new PhotoUploadError(failed));
      else resolve(all.map((state) => state!.key!));
    };
    const stop = subscribeToUploads(check);
    check();
  });
}
