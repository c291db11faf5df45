import type { Readable } from 'node:stream';
import { type FileItem, EDITOR_IMAGE_MAX_BYTES, extensionOf, UPLOAD_STATUS, UploadMsg, uploadFileNameSchema, uuidv7 } from '@contract';
import { uploadSources } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/parse';
import { EmptyFileError, TooLargeError } from '../../providers/storage/storage-provider';
import { storageKey, type UploadContext } from './upload-context';
import { ruleFor } from './upload-rules';

/**
 * `/park/common/upload` (SPEC §7): one multipart file through the server, at most 3 MB (the rich-text editor's
 * images). Stored at once and recorded as a finished upload; answers the SPEC's file item.
 */
export async function storeCommonUpload(ctx: UploadContext, givenName: string, file: Readable): Promise<FileItem> {
  let rule: ReturnType<typeof ruleFor>;
  let fileName: string;
  try {
    fileName = parseInput(uploadFileNameSchema, givenName);
    rule = ruleFor(fileName, 1, 'editor');
  } catch (e) {
    file.resume();
    throw e;
  }
  const now = ctx.clock.now();
  const id = uuidv7(now.getTime());
  const key = storageKey(ctx.session.schoolId, id, rule.ext, now);
  let size: number;
  try {
    size = await ctx.storage.put(key, file, rule.contentType, EDITOR_IMAGE_MAX_BYTES);
  } catch (e) {
    if (e instanceof TooLargeError) throw AppError.badRequest(UploadMsg.editorImageTooLarge);
    if (e instanceof EmptyFileError) throw AppError.badRequest(UploadMsg.emptyFile);
    throw e;
  }
  await ctx.db.insert(uploadSources).values({
    id,
    schoolId: ctx.session.schoolId,
    userId: ctx.session.userId,
    filePath: key,
    fileName,
    contentType: rule.contentType,
    maxBytes: EDITOR_IMAGE_MAX_BYTES,
    size,
    status: UPLOAD_STATUS.success,
    expiresAt: now,
  });
  const ext = extensionOf(fileName);
  return { filePath: key, fileName, size, name: fileName, suffic: ext, cover: '', timeLog: 0, percentageNum: 100, refId: id };
}
