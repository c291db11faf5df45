import { contentTypeOf, type FileItem, extensionOf, UPLOAD_STATUS, UploadMsg } from '@contract/uploads';
import { ApiError } from '@/lib/api/api-error';
import { getUploadSignature } from '@/lib/api/calls/get-upload-signature';
import { reportUpload } from '@/lib/api/calls/report-upload';
import { startProgress } from './progress';

export interface UploadOptions {
  /** Narrows the server's limit: avatar 2 MB, editor 3 MB. */
  scene?: 'avatar' | 'editor';
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Video seconds, carried into the file item (SPEC §3 timeLog). */
  seconds?: number;
}

/** The storage refused the POST (4xx): sending it again will not help. */
export class UploadRefusedError extends ApiError {}

/**
 * The SPEC §4 flow for one file: signature, form POST to `postUrl` (fields first, the file last), report with
 * status 1 or 2. Resolves with the SPEC §3 file item. Network failures reject with an unreachable ApiError, so
 * callers can keep the file for later (src/lib/uploads/pending-queue.ts).
 */
export async function uploadFile(file: Blob, fileName: string, options: UploadOptions = {}): Promise<FileItem> {
  const progress = startProgress(options.onProgress ?? (() => {}));
  try {
    const sig = await getUploadSignature(
      {
        contentType: file.type || contentTypeOf(fileName) || '',
        fileName,
        size: file.size / 1024,
        type: 2,
        visitType: 2,
        scene: options.scene,
      },
      options.signal,
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(sig.fields)) form.append(name, value);
    form.append('file', file, fileName);
    let response: Response;
    try {
      response = await fetch(sig.postUrl, { method: 'POST', body: form, signal: options.signal });
    } catch (e) {
      throw new ApiError(options.signal?.aborted ? 'abort' : 'network', e instanceof Error ? e.message : 'network error');
    }
    if (!response.ok) {
      await reportUpload({ sourceId: sig.sourceId, status: UPLOAD_STATUS.failure }).catch(() => {});
      if (response.status >= 500) throw new ApiError('network', `storage ${response.status}`, response.status, response.status);
      throw new UploadRefusedError('business', UploadMsg.failure, response.status, response.status);
    }
    const stored = await reportUpload({ sourceId: sig.sourceId, status: UPLOAD_STATUS.success });
    progress.finish();
    return {
      filePath: stored.filePath,
      fileName,
      size: stored.size ?? file.size,
      name: fileName,
      suffic: extensionOf(fileName),
      cover: '',
      timeLog: options.seconds ?? 0,
      percentageNum: 100,
      refId: sig.sourceId,
    };
  } finally {
    progress.stop();
  }
}
