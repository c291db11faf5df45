import { checkUploadFile, checkVideoDuration, kindOf, type UploadKind, UploadMsg } from '@contract/uploads';
import { isApiError } from '@/lib/api/api-error';
import { replicaFor } from '@/lib/replica/replica';
import { getSessionState } from '@/lib/session/store';
import { prepareImage, videoDuration } from './image-client';
import { keepForUpload } from './pending-queue';
import { uploadFile } from './upload-file';

export interface AcceptedFile {
  /** What a record stores: the stored path, or `pending-upload:<id>` while the file waits on this device. */
  filePath: string;
  fileName: string;
  size: number;
  /** Video seconds (SPEC §3 timeLog). */
  seconds: number;
  /** Kept on this device, to be uploaded when the server is reachable. */
  kept: boolean;
}

/** A chosen file that may not be uploaded: the message says why (SPEC §5/§8 wording). */
export class UploadRuleError extends Error {}

const SCENES: Partial<Record<UploadKind, 'avatar' | 'editor'>> = { avatar: 'avatar', editorImage: 'editor' };

/**
 * Everything between "the user chose a file" and "a record may name it": the SPEC §5 checks, the video duration
 * rule, image compression in the worker, then the upload with its progress — or, offline or unreachable, keeping
 * the file on this device (docs/uploads.md). `prepared` lets a caller pass an already cropped image.
 */
export async function acceptFile(
  file: File,
  kinds: readonly UploadKind[],
  onProgress: (percent: number) => void = () => {},
): Promise<AcceptedFile> {
  const problem = checkUploadFile(file, kinds);
  if (problem) throw new UploadRuleError(problem);
  const kind = kindOf(file.name, kinds) as UploadKind;
  let seconds = 0;
  if (kind === 'video') {
    seconds = await videoDuration(file);
    const tooLong = checkVideoDuration(seconds);
    if (tooLong) throw new UploadRuleError(tooLong);
  }
  const ready = kind === 'image' || kind === 'avatar' || kind === 'editorImage' ? await prepareImage(file) : file;
  const scene = SCENES[kind];
  const { session } = getSessionState();
  if (!session) throw new UploadRuleError(UploadMsg.failure);
  const keep = async (): Promise<AcceptedFile> => {
    const ref = await keepForUpload(replicaFor(session.userId), session.schoolInfo.schoolId, ready, ready.name, scene);
    onProgress(0);
    return { filePath: ref, fileName: ready.name, size: ready.size, seconds, kept: true };
  };
  if (!navigator.onLine) return keep();
  try {
    const item = await uploadFile(ready, ready.name, { scene, onProgress, seconds });
    return { filePath: item.filePath, fileName: ready.name, size: item.size, seconds, kept: false };
  } catch (e) {
    if (isApiError(e) && e.unreachable) return keep();
    if (isApiError(e) && e.kind === 'business') throw new UploadRuleError(e.message || UploadMsg.failure);
    throw e;
  }
}
