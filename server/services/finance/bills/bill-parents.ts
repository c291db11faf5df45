import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { type BillRow, formatFen } from '@contract';
import { guardians, schools } from '../../../db/schema';
import { localBusPushProvider } from '../../../providers/bus-push/local-bus-push-provider';
import type { AuthedContext } from '../../context';

/**
 * Tells the parents of newly published bills (SPEC read status 1–4): one message per bill to its child's guardians'
 * phones, through the parents' message channel the bus uses (server/providers/bus-push: the local provider records
 * it as sent). Answers each bill's read status: 1 未读 when sent, 3 发送失败 when the channel refused, 4 无 when the
 * child has no guardian with a phone.
 */
export async function tellParents(ctx: AuthedContext, schoolId: number, published: readonly BillRow[]): Promise<Map<string, 1 | 3 | 4>> {
  const out = new Map<string, 1 | 3 | 4>();
  if (published.length === 0) return out;
  const [school] = await ctx.db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  const rows = await ctx.db
    .select({ studentId: guardians.studentId, phone: guardians.phone })
    .from(guardians)
    .where(
      and(
        eq(guardians.schoolId, schoolId),
        inArray(
          guardians.studentId,
          published.map((b) => b.studentId),
        ),
        ne(guardians.phone, ''),
      ),
    )
    .orderBy(desc(guardians.primary));
  const phones = new Map<string, string[]>();
  for (const r of rows) {
    const list = phones.get(r.studentId) ?? [];
    if (!list.includes(r.phone)) list.push(r.phone);
    phones.set(r.studentId, list);
  }
  const push = ctx.busPush ?? localBusPushProvider(ctx.clock);
  await Promise.all(
    published.map(async (b) => {
      const to = phones.get(b.studentId) ?? [];
      if (to.length === 0) return out.set(b.id, 4);
      const text = `【${school?.name ?? ''}】${b.studentName}的账单「${b.title}」已发布，应缴${formatFen(b.totalFen)}，请于${b.dueOn}前缴费。`;
      return push
        .send({ id: b.id, schoolId, studentId: b.studentId, phones: to, text })
        .then(() => out.set(b.id, 1))
        .catch(() => out.set(b.id, 3));
    }),
  );
  return out;
}
