import { bypass, http, HttpResponse } from 'msw';

/**
 * Chromium draws a JPEG shown smaller than its file in one of two ways, depending on timing: from a
 * whole decode scaled down, or decoded straight at a smaller size (libjpeg's DCT scaling), which rings
 * at sharp edges. Which one a tile gets depends on whether a whole decode is already cached when it is
 * rastered, so on a busy machine a baseline's photo edges differed one run in two
 * (docs/toolchain.md#visual-baselines). A PNG has one decode, whole: the stories get the same pixels
 * as the mock JPEGs in public/mock-media, as decoded by the browser itself, in a PNG.
 */
const pngs = new Map<string, Promise<ArrayBuffer>>();

async function asPng(request: Request) {
  const jpeg = await (await fetch(bypass(request))).blob();
  const bitmap = await createImageBitmap(jpeg);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer();
}

/** For stories only (a browser's canvas): the mock photos served as lossless PNGs of their pixels. */
export const mockPhotosAsPng = http.get('*/mock-media/:file', async ({ request }) => {
  const url = request.url;
  if (!pngs.has(url)) pngs.set(url, asPng(request));
  return HttpResponse.arrayBuffer(await pngs.get(url)!, { headers: { 'Content-Type': 'image/png' } });
});
