/// <reference lib="webworker" />
/**
 * docs/media.md#in-the-browser: decodes a photo upright (its EXIF orientation applied), draws it at
 * most `maxEdge` pixels on its longer side and encodes it again. What is drawn carries no
 * metadata: the position a phone wrote into the photo stays on the phone.
 */
export interface ShrinkRequest {
  id: number;
  file: Blob;
  maxEdge: number;
  type: string;
  quality: number;
}
export type ShrinkAnswer =
  { id: number; ok: true; blob: Blob; width: number; height: number } | { id: number; ok: false; reason: 'unreadable' };

self.onmessage = async ({ data }: MessageEvent<ShrinkRequest>) => {
  const { id, file, maxEdge, type, quality } = data;
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type, quality });
    self.postMessage({ id, ok: true, blob, width, height } satisfies ShrinkAnswer);
  } catch {
    self.postMessage({ id, ok: false, reason: 'unreadable' } satisfies ShrinkAnswer);
  } finally {
    bitmap?.close();
  }
};
