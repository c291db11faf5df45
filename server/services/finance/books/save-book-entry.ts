import { sql } from 'drizzle-orm';
import { type BookEntryRow, BookMsg, bookEntrySaveIssue, MUTATION_DECLS, type MutationArgs } from '@contract';
import { bookEntries, users } from '../../../db/schema';
import { chinaDay } from '../../../lib/format';
import { recordChanges } from '../../../replication/change-log';
import { toBookEntryRow } from '../../../replication/finance/book-rows';
import type { AuthedContext } from '../../context';
import { recordFinanceAudit } from '../kernel/audit-log';
import { financeGate, refuse } from '../kernel/finance-rows';
import { recordMutation } from '../../operation-log/record-operation';
import { requireStoredFiles } from '../../uploads/stored-files';
import { ownBookEntry, requireBookkeeper } from './book-entries';

/**
 * SPEC tFinanceBookkeeping/save (and the sync mutation `bookEntry.save`): adds the entry with this id or replaces
 * one not approved yet — a rejected one goes back to 未审核 with its reviewer cleared. Only an authorised bookkeeper;
 * the saver becomes its 记账人 (so who last set the amount is who may not approve it). No ledger line: that is
 * written when it is approved.
 */
export async function saveBookEntry(ctx: AuthedContext, args: MutationArgs<'bookEntry.save'>): Promise<BookEntryRow> {
  await financeGate(ctx, args.schoolId);
  await requireBookkeeper(ctx, args.schoolId);
  refuse(args.day > chinaDay(ctx.clock.now()) ? BookMsg.future : null);
  const before = await ownBookEntry(ctx.db, args.schoolId, args.id, true);
  refuse(bookEntrySaveIssue(before));
  // Pictures already on the entry may stay; a new one must be an upload of this school reported stored.
  const added = args.pictures.filter((p) => !before?.pictures.includes(p));
  if (added.length > 0) await requireStoredFiles(ctx, args.schoolId, added);
  const { id, schoolId, ...fields } = args;
  const stamp = {
    ...fields,
    pictures: [...new Set(fields.pictures)],
    state: 0 as const,
    recorderId: ctx.session.userId,
    recorderName: sql<string>`coalesce((SELECT ${users.userName} FROM ${users} WHERE ${users.id} = ${ctx.session.userId}), '')`,
    reviewerId: null,
    reviewerName: '',
    reviewedAt: null,
    rejectReason: '',
  };
  const [row] = await ctx.db
    .insert(bookEntries)
    .values({ id, schoolId, ...stamp })
    .onConflictDoUpdate({ target: bookEntries.id, set: stamp })
    .returning();
  if (!row || row.id !== id) throw new Error('book entry upsert returned nothing');
  const out = toBookEntryRow(row);
  await recordChanges(ctx.db, schoolId, [{ table: 'bookEntries', op: 'put', row: out }]);
  await recordFinanceAudit(ctx, schoolId, {
    entity: 'bookEntry',
    entityId: id,
    action: MUTATION_DECLS['bookEntry.save'].label,
    before: before ?? null,
    after: out,
  });
  await recordMutation(ctx, schoolId, 'bookEntry.save', `${out.category} ${out.type === 1 ? '+' : '-'}${out.amountFen / 100}`);
  return out;
}
