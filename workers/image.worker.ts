// The compression rules come from their zod-free file, so zod stays out of the worker bundle.
import imageCompression from 'browser-image-compression';
import libURL from 'browser-image-compression/dist/browser-image-compression.js?url';
import { expose } from 'comlink';
import { COMPRESSED_MAX_MB, compressionQuality, IMAGE_MAX_SIDE } from '../contract/image-compression';

export interface CompressResult {
  blob: Blob;
  width: number;
  height: number;
  ms: number;
}

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Compression per SPEC §5/§9 with browser-image-compression: the quality of the size table, at most 1920 px a
 * side, aimed under 0.29 MB. Its code comes from the app's own files (`libURL`), never a CDN, so it works
 * offline. EXIF orientation is applied to the pixels (the output carries no EXIF), so photos stay upright.
 * Runs in this worker, or on the main thread for comparison (the bench) with the same options.
 */
export async function compressImage(file: Blob, fileName: string, useWebWorker = false): Promise<CompressResult> {
  const started = performance.now();
  const input = file instanceof File ? file : new File([file], fileName, { type: file.type || 'image/jpeg' });
  // PNG and BMP become JPEG: only JPEG (and WebP) reach the SPEC's sizes for photos.
  const fileType = input.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
  const blob = await imageCompression(input, {
    maxSizeMB: COMPRESSED_MAX_MB,
    maxWidthOrHeight: IMAGE_MAX_SIDE,
    initialQuality: compressionQuality(input.size),
    fileType,
    useWebWorker,
    libURL,
  });
  const bitmap = await createImageBitmap(blob);
  const result = { blob, width: bitmap.width, height: bitmap.height, ms: performance.now() - started };
  bitmap.close();
  return result;
}

/** The crop dialog's selection, in the image's own pixels (after EXIF orientation), scaled to `outWidth` at most. */
export async function cropImage(file: Blob, rect: CropRect, outWidth = IMAGE_MAX_SIDE, type = 'image/jpeg', quality = 0.9): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, outWidth / rect.width);
  const w = Math.max(1, Math.round(rect.width * scale));
  const h = Math.max(1, Math.round(rect.height * scale));
  const canvas = new OffscreenCanvas(w, h);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2d context unavailable');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height, 0, 0, w, h);
  bitmap.close();
  return canvas.convertToBlob({ type, quality });
}

/** Natural size after EXIF orientation (what the crop dialog lays out). */
export async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

const imageApi = { compressImage, cropImage, imageSize };
export type ImageApi = typeof imageApi;

// Exposed only when loaded as a worker; the bench imports compressImage on the main thread too.
if (typeof document === 'undefined') expose(imageApi);
