import { and, asc, count, desc, eq } from 'drizzle-orm';
import { type Paged, SITE_NAMES, type SiteType, uuidv7, type WebsiteListQuery } from '@contract';
import { selectPage } from '../../../db/select-page';
import { AppError } from '../../../lib/app-error';
import { recordChanges } from '../../../replication/change-log';
import type { AuthedContext } from '../../context';
import { loggedAs, recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope, MISSING_ROW_MSG } from '../../school-scope';
import { requireStoredFiles } from '../../uploads/stored-files';
import { SITE_KINDS, type SiteFieldsOf, type SiteKind, type SiteRowOf, siteRowLabel } from './site-kinds';
import { sitePictures } from './site-pictures';

/**
 * The shared storage steps of the website operations (one exported operation per file lives beside this).
 * Drizzle cannot type one function over four tables, so the table is handled loosely here and the kind's
 * `toRow` gives the result its exact shape back.
 */
// biome-ignore lint/suspicious/noExplicitAny: one code path over four tables of the same shape
type AnyTable = any;
type Stored = Record<string, unknown> & { id: string; schoolId: number; sysType: number };

export interface SiteTarget {
  id: string;
  /** The sync mutation always names it; a REST edit may leave it out and the row's own school is used. */
  schoolId?: number | undefined;
}

/** The row, if it is one of the user's schools'; another school's row is a 403, a missing one a 404. */
export async function findSiteRowOrFail(ctx: AuthedContext, kind: SiteKind, target: SiteTarget): Promise<Stored> {
  const t: AnyTable = SITE_KINDS[kind].table;
  if (target.schoolId !== undefined) assertSchoolInScope(ctx, target.schoolId);
  const [row] = (await ctx.db.select().from(t).where(eq(t.id, target.id))) as Stored[];
  if (!row) throw AppError.notFound(MISSING_ROW_MSG);
  // Named school: another school's row is as good as missing (as for classes). Unnamed (REST): 403.
  if (target.schoolId !== undefined && row.schoolId !== target.schoolId) throw AppError.notFound(MISSING_ROW_MSG);
  assertSchoolInScope(ctx, row.schoolId);
  return row;
}

async function logAndRecord(ctx: AuthedContext, kind: SiteKind, stored: Stored, action: string, op: 'put' | 'del') {
  const k = SITE_KINDS[kind];
  const row = k.toRow(stored as never);
  await recordChanges(ctx.db, stored.schoolId, [
    op === 'put' ? { table: k.replicated, op, row } : { table: k.replicated, op, row: { id: row.id } },
  ]);
  // Every website mutation is filed under one module; the action is worded per site and kind.
  await recordUserOperation(
    ctx,
    stored.schoolId,
    loggedAs('siteBanner.create').module,
    `${SITE_NAMES[stored.sysType as SiteType] ?? ''}${action}${k.noun}`,
    siteRowLabel(row),
  );
  return row;
}

export async function insertSiteRow<K extends SiteKind>(
  ctx: AuthedContext,
  kind: K,
  input: { id?: string | undefined; schoolId: number; sysType: number } & SiteFieldsOf[K],
): Promise<SiteRowOf<K>> {
  assertSchoolInScope(ctx, input.schoolId);
  await requireStoredFiles(ctx, input.schoolId, sitePictures(kind, input));
  const t: AnyTable = SITE_KINDS[kind].table;
  const id = input.id ?? uuidv7(ctx.clock.now().getTime());
  const [exists] = await ctx.db.select({ id: t.id }).from(t).where(eq(t.id, id));
  if (exists) throw AppError.badRequest('数据已存在');
  const [stored] = (await ctx.db
    .insert(t)
    .values({ ...input, id, createdAt: ctx.clock.now() })
    .returning()) as Stored[];
  if (!stored) throw new Error(`${kind} insert returned nothing`);
  return (await logAndRecord(ctx, kind, stored, '新增', 'put')) as SiteRowOf<K>;
}

export async function updateSiteRow<K extends SiteKind>(
  ctx: AuthedContext,
  kind: K,
  input: SiteTarget & SiteFieldsOf[K],
): Promise<SiteRowOf<K>> {
  const t: AnyTable = SITE_KINDS[kind].table;
  const before = await findSiteRowOrFail(ctx, kind, input);
  const { id, schoolId: _school, ...fields } = input;
  // Pictures the row already shows stay acceptable (an edit of the title must not fail on them); new ones are checked.
  const kept = new Set(sitePictures(kind, before));
  await requireStoredFiles(
    ctx,
    before.schoolId,
    sitePictures(kind, fields).filter((p) => !kept.has(p)),
  );
  const [stored] = (await ctx.db.update(t).set(fields).where(eq(t.id, id)).returning()) as Stored[];
  if (!stored) throw new Error(`${kind} update returned nothing`);
  return (await logAndRecord(ctx, kind, stored, '修改', 'put')) as SiteRowOf<K>;
}

export async function deleteSiteRow(ctx: AuthedContext, kind: SiteKind, target: SiteTarget): Promise<null> {
  const t: AnyTable = SITE_KINDS[kind].table;
  const stored = await findSiteRowOrFail(ctx, kind, target);
  await ctx.db.delete(t).where(eq(t.id, target.id));
  await logAndRecord(ctx, kind, stored, '删除', 'del');
  return null;
}

export async function countSiteRows(ctx: AuthedContext, kind: SiteKind, schoolId: number, sysType: number): Promise<number> {
  const t: AnyTable = SITE_KINDS[kind].table;
  const [{ n } = { n: 0 }] = await ctx.db
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.schoolId, schoolId), eq(t.sysType, sysType)));
  return n;
}

/** One page of a site's rows: banners and members in the order added, notices and dynamics newest first. */
export async function listSiteRows<K extends SiteKind>(ctx: AuthedContext, kind: K, q: WebsiteListQuery): Promise<Paged<SiteRowOf<K>>> {
  assertSchoolInScope(ctx, q.schoolId);
  const k = SITE_KINDS[kind];
  const t: AnyTable = k.table;
  const where = and(eq(t.schoolId, q.schoolId), eq(t.sysType, q.type));
  const order = k.newestFirst ? [desc(t.createdAt), desc(t.id)] : [asc(t.createdAt), asc(t.id)];
  const { rows, total } = await selectPage(ctx.db, t, { where, order, page: q.pageNum, size: q.pageSize });
  return {
    list: rows.map((r) => k.toRow(r as never) as SiteRowOf<K>),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    total,
  };
}

/** The school a row belongs to (undefined when there is no such row): what an edit by id acts on. */
export async function siteRowSchool(ctx: AuthedContext, kind: SiteKind, id: string): Promise<number | undefined> {
  const t: AnyTable = SITE_KINDS[kind].table;
  const [row] = (await ctx.db.select({ schoolId: t.schoolId }).from(t).where(eq(t.id, id))) as { schoolId: number }[];
  return row?.schoolId;
}
