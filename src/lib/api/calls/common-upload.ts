import type { FileItem } from '@contract/uploads';
import { uploadsCalls } from '@contract/uploads-calls';
import { request } from '../client';

/** POST /park/common/upload (SPEC §7): one file through the server, at most 3 MB (the rich-text editor's images). */
export function commonUpload(file: File, signal?: AbortSignal): Promise<FileItem> {
  const form = new FormData();
  form.append('file', file, file.name);
  return request(uploadsCalls.commonUpload.path, { multipart: form, quiet: true, signal });
}
