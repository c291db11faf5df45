import type { Readable } from 'node:stream';
import { UploadMsg } from '@contract';
import { AppError } from '../../lib/app-error';
import type { LocalStorageProvider } from '../../providers/storage/local-storage-provider';
import { EmptyFileError, isIncomingKey, storedKeyOf, TooLargeError } from '../../providers/storage/storage-provider';

/**
 * The local provider's end of the browser POST (SPEC §4 step 2): the form's fields (everything before the file)
 * must carry a valid, unexpired policy for an incoming key whose file was not stored yet (a form works once); the
 * file is then streamed to disk within the policy's size range.
 */
export async function storePostedFile(
  storage: LocalStorageProvider,
  form: Record<string, string>,
  file: Readable,
  now: Date,
): Promise<{ key: string; size: number }> {
  const check = storage.verifyPost(form, now);
  // A form works once: it names an incoming key, and its file was not moved to the stored key by a report yet.
  const spent = check.ok && (!isIncomingKey(check.allowed.key) || (await storage.stat(storedKeyOf(check.allowed.key))) !== null);
  if (!check.ok || spent) {
    file.resume();
    throw new AppError(403, UploadMsg.badPolicy);
  }
  const { key, contentType, minBytes, maxBytes } = check.allowed;
  try {
    const size = await storage.put(key, file, contentType, maxBytes, minBytes);
    return { key, size };
  } catch (e) {
    if (e instanceof TooLargeError) throw new AppError(413, UploadMsg.failure);
    if (e instanceof EmptyFileError) throw AppError.badRequest(UploadMsg.emptyFile);
    throw e;
  }
}
