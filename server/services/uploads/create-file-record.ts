import { type FileRow, type MutationArgs, UploadMsg } from '@contract';
import { files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordChanges } from '../../replication/change-log';
import type { AuthedContext } from '../context';
import { assertSchoolInScope } from '../school-scope';
import { requireStoredFiles } from './stored-files';

export const toFileRow = (r: typeof files.$inferSelect): FileRow => ({
  id: r.id,
  schoolId: r.schoolId,
  name: r.name,
  filePath: r.filePath,
  size: r.size,
  contentType: r.contentType,
  createdAt: r.createdAt,
});

/**
 * `file.create`: a school's record of a stored file. The path must be an upload of that school that the server
 * has seen stored (requireStoredFiles): a `pending-upload:` reference or another school's file is refused.
 */
export async function createFileRecord(ctx: AuthedContext, args: MutationArgs<'file.create'>): Promise<FileRow> {
  assertSchoolInScope(ctx, args.schoolId);
  const source = (await requireStoredFiles(ctx, args.schoolId, [args.filePath])).get(args.filePath);
  if (!source) throw AppError.badRequest(UploadMsg.unknownFile);
  const [row] = await ctx.db
    .insert(files)
    .values({
      id: args.id,
      schoolId: args.schoolId,
      name: args.name,
      filePath: args.filePath,
      size: source.size ?? args.size,
      contentType: source.contentType,
      createdAt: args.createdAt,
      createdBy: ctx.session.userId,
    })
    .returning();
  if (!row) throw new Error('file insert returned nothing');
  const out = toFileRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'files', op: 'put', row: out }]);
  return out;
}
