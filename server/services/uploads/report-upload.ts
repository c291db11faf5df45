import { and, eq, inArray } from 'drizzle-orm';
import { UPLOAD_STATUS, type UploadReport, UploadMsg } from '@contract';
import { uploadSources } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { UploadContext } from './upload-context';

/**
 * The report call (SPEC §4 step 3): status 1 marks the upload stored — only after the server has seen the object
 * in storage — and 2 failed. Reporting again is harmless. Another user's or school's sourceId is not found.
 */
export async function reportUpload(ctx: UploadContext, input: UploadReport): Promise<{ filePath: string; size: number | null }> {
  const [row] = await ctx.db
    .select()
    .from(uploadSources)
    .where(
      and(
        eq(uploadSources.id, input.sourceId),
        eq(uploadSources.userId, ctx.session.userId),
        inArray(uploadSources.schoolId, [...ctx.session.schoolIds]),
      ),
    );
  if (!row) throw AppError.notFound(UploadMsg.unknownFile);
  if (row.status === UPLOAD_STATUS.success) return { filePath: row.filePath, size: row.size };
  if (input.status === UPLOAD_STATUS.failure) {
    await ctx.db.update(uploadSources).set({ status: UPLOAD_STATUS.failure }).where(eq(uploadSources.id, row.id));
    return { filePath: row.filePath, size: null };
  }
  const stored = await ctx.storage.stat(row.filePath);
  if (!stored || stored.size > row.maxBytes) throw AppError.badRequest(UploadMsg.failure);
  await ctx.db.update(uploadSources).set({ status: UPLOAD_STATUS.success, size: stored.size }).where(eq(uploadSources.id, row.id));
  return { filePath: row.filePath, size: stored.size };
}
