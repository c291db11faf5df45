import type { UploadKind } from '@contract/uploads';
import { UploadMsg } from '@contract/uploads';
import { useCallback, useState } from 'react';
import { type AcceptedFile, acceptFile } from '@/lib/uploads/accept-file';
import { notify } from '@/lib/notify';

export interface UploadTask {
  /** 0–100 while a file is being prepared or sent, null when idle. */
  progress: number | null;
  /** Runs the whole flow for one file; resolves null when it was refused (the toast said why). */
  run(file: File, kinds: readonly UploadKind[]): Promise<AcceptedFile | null>;
}

/** One file at a time through acceptFile, with the SPEC's progress and 上传成功 / 上传失败 toasts. */
export function useUploadTask(): UploadTask {
  const [progress, setProgress] = useState<number | null>(null);
  const run = useCallback(async (file: File, kinds: readonly UploadKind[]) => {
    setProgress(0);
    try {
      const accepted = await acceptFile(file, kinds, setProgress);
      if (accepted.kept) notify.info(UploadMsg.offlineSaved);
      else notify.success(UploadMsg.success);
      return accepted;
    } catch (e) {
      notify.error(e instanceof Error && e.message && /[\u4e00-\u9fa5]/.test(e.message) ? e.message : UploadMsg.failure);
      return null;
    } finally {
      setProgress(null);
    }
  }, []);
  return { progress, run };
}
