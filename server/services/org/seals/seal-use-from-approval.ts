import { and, eq } from 'drizzle-orm';
import { hasBadChars, SealIssue, type SealState, type SealUseRow, uuidv7 } from '@contract';
import { sealUses, seals, users } from '../../../db/schema';
import { memberNames, toSealUseRow as toRow } from '../../../replication/org/seal-rows';
import type { AuthedContext } from '../../context';
import { recordUserOperation } from '../../operation-log/record-operation';
import { myName, notifyToStamp, recordSealUse } from './seal-lookup';

/** What the approvals area hands over when an approval is finally approved (its own row and form). */
export interface ApprovedApproval {
  id: string;
  schoolId: number;
  applicantId: number;
  kind: string;
  form: Record<string, unknown>;
}

export const SEAL_APPROVAL_KIND = 'seal';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PURPOSE_MAX = 200;

/**
 * The seal a form names: by id, or by name — the 用印申请 template's choice lists the school's seals by name
 * (refreshSealTemplateOptions), since its applicants need not hold the seals' replica. A destroyed seal's name
 * may be taken again, so a name picks the one not destroyed.
 */
async function sealNamed(ctx: AuthedContext, schoolId: number, value: unknown) {
  if (typeof value !== 'string' || value === '') return undefined;
  const own = await ctx.db.select().from(seals).where(eq(seals.schoolId, schoolId));
  if (UUID.test(value)) return own.find((s) => s.id === value.toLowerCase());
  return own.find((s) => s.name === value && s.state !== 'destroyed');
}

/** The form's text as the use keeps it: trimmed, at most PURPOSE_MAX characters, control characters dropped. */
function purposeOf(value: unknown): string {
  const s = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return Array.from(s)
    .filter((ch) => !hasBadChars(ch, true))
    .join('')
    .trim()
    .slice(0, PURPOSE_MAX);
}

/**
 * The hook the approvals area calls, in its own transaction, when an approval is approved: for an approval of kind
 * 'seal' whose form names `sealId` (a seal of the school), `purpose` and optionally `copies`, it makes the use in
 * 待用印 with `approvalId` set, so the keepers hear of it in 通知 and record the stamp in 印章管理. Other kinds: null.
 *
 * Idempotent per approval: called again (a retried request, a re-run hook) it returns the use it made the first
 * time and notifies nobody again.
 *
 * It never throws for what the form says, because a throw would roll back the approval the approver just made: the
 * approval is the decision and stands. A seal that is unknown (or another school's: never told apart, never named),
 * stopped or destroyed, or copies that are not 1–999, still make the record, marked with the reason (`issue`), and
 * the members who manage the seals are told instead of the keepers; they revoke it or put the seal back in use (the
 * keeper cannot record a use of a seal that is not in use). Only a failure of the database itself throws, and then
 * the whole transaction is lost anyway.
 */
export async function sealUseFromApproval(ctx: AuthedContext, approval: ApprovedApproval): Promise<SealUseRow | null> {
  if (approval.kind !== SEAL_APPROVAL_KIND) return null;
  const { schoolId } = approval;
  const [already] = await ctx.db
    .select()
    .from(sealUses)
    .where(and(eq(sealUses.schoolId, schoolId), eq(sealUses.approvalId, approval.id)));
  if (already) return toRow(already);

  const form = approval.form;
  const seal = await sealNamed(ctx, schoolId, form.sealId);
  const issues: string[] = [];
  if (!seal) issues.push(SealIssue.unknownSeal);
  else if (seal.state !== 'active') issues.push(SealIssue.inactive(seal.state as SealState));
  // A form designer's number field may hand over "2" as well as 2.
  const rawCopies =
    form.copies === undefined || form.copies === null || form.copies === ''
      ? 1
      : typeof form.copies === 'string' && /^\d+$/.test(form.copies.trim())
        ? Number(form.copies.trim())
        : form.copies;
  const copiesOk = typeof rawCopies === 'number' && Number.isInteger(rawCopies) && rawCopies >= 1 && rawCopies <= 999;
  if (!copiesOk) issues.push(SealIssue.copies);

  const names = await memberNames(ctx.db, schoolId, [approval.applicantId]);
  const [account] = names.has(approval.applicantId)
    ? []
    : await ctx.db.select({ name: users.userName }).from(users).where(eq(users.id, approval.applicantId));
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(sealUses)
    .values({
      id: uuidv7(now.getTime()),
      schoolId,
      sealId: seal?.id ?? null,
      sealName: seal?.name ?? '',
      applicantId: approval.applicantId,
      applicantName: names.get(approval.applicantId) ?? account?.name ?? '',
      purpose: purposeOf(form.purpose),
      copies: copiesOk ? rawCopies : 1,
      requestedAt: now,
      approvalId: approval.id,
      state: 'approved',
      issue: issues.join('；'),
      decidedById: ctx.session.userId,
      decidedByName: await myName(ctx),
      decidedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // Another transaction made it between the look and the insert: that one stands.
    const [theirs] = await ctx.db
      .select()
      .from(sealUses)
      .where(and(eq(sealUses.schoolId, schoolId), eq(sealUses.approvalId, approval.id)));
    return theirs ? toRow(theirs) : null;
  }
  const out = await recordSealUse(ctx.db, row);
  await notifyToStamp(ctx.db, row, now);
  await recordUserOperation(ctx, schoolId, '印章管理', '审批通过用印', `${row.sealName || SealIssue.unknownSeal} ${row.applicantName}`);
  return out;
}
