import type { CompressResult, CropRect, ImageApi } from '@workers/image.worker';
import { needsCompression, UploadMsg } from '@contract/uploads';
import { type Remote, wrap } from 'comlink';

/**
 * The image worker (workers/image.worker.ts) through Comlink, created on first use: compression, cropping and
 * sizes never block the page. Video duration is read here on the main thread (a worker has no <video>).
 */
let remote: Remote<ImageApi> | null = null;

function imageWorker(): Remote<ImageApi> {
  if (!remote) {
    const worker = new Worker(new URL('../../../workers/image.worker.ts', import.meta.url), { type: 'module', name: 'image' });
    remote = wrap<ImageApi>(worker);
  }
  return remote;
}

export class ImageRejectedError extends Error {}

/** An image ready to upload: compressed when over 300 KB (SPEC §5), otherwise as chosen. */
export async function prepareImage(file: File): Promise<File> {
  if (!needsCompression(file)) return file;
  let result: CompressResult;
  try {
    result = await imageWorker().compressImage(file, file.name);
  } catch {
    throw new ImageRejectedError(UploadMsg.imageNotCompliant);
  }
  const name = result.blob.type === 'image/webp' ? file.name : file.name.replace(/\.[^.]+$/, '.jpg');
  return new File([result.blob], name, { type: result.blob.type, lastModified: file.lastModified });
}

export const cropImage = (file: Blob, rect: CropRect, outWidth?: number): Promise<Blob> => imageWorker().cropImage(file, rect, outWidth);
export const imageSize = (file: Blob) => imageWorker().imageSize(file);

/** Seconds of a video file, read from its metadata by a detached <video>; NaN when it cannot be read. */
export function videoDuration(file: Blob, timeoutMs = 15_000): Promise<number> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (seconds: number) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => done(Number.NaN), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done(Number.NaN);
    video.src = url;
  });
}
