import { and, eq, inArray } from 'drizzle-orm';
import { FILES_PREFIX, isDemoPicture, UPLOAD_STATUS, UploadMsg } from '@contract';
import { uploadSources } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ServiceContext } from '../context';

export interface StoredFile {
  filePath: string;
  size: number | null;
  contentType: string;
}

/** The stored key a saved path names: `/files/<key>` (a rich-text image's src) or `<key>` (a picture field). */
const keyOf = (path: string): string => (path.startsWith(FILES_PREFIX) ? path.slice(FILES_PREFIX.length) : path);

/**
 * The one server check of every file path a record saves (banners, covers, rich-text images, file records; REST
 * and sync mutations alike, since both run the services): each must be a file the server saw stored for that
 * school (reported with status 1, or written by /park/common/upload), or one of the app's demo pictures. A
 * `pending-upload:` reference (its upload failed on the device), another school's file, a path never uploaded or
 * another site's URL is refused with 文件不存在或未上传成功，请重新上传. Returns the stored files by key.
 */
export async function requireStoredFiles(
  ctx: ServiceContext,
  schoolId: number,
  paths: readonly string[],
): Promise<Map<string, StoredFile>> {
  const keys = [...new Set(paths.filter((p) => !isDemoPicture(p)).map(keyOf))];
  if (keys.length === 0) return new Map();
  const found = await ctx.db
    .select({ filePath: uploadSources.filePath, size: uploadSources.size, contentType: uploadSources.contentType })
    .from(uploadSources)
    .where(
      and(eq(uploadSources.schoolId, schoolId), eq(uploadSources.status, UPLOAD_STATUS.success), inArray(uploadSources.filePath, keys)),
    );
  if (found.length !== keys.length) throw AppError.badRequest(UploadMsg.unknownFile);
  return new Map(found.map((f) => [f.filePath, f]));
}
