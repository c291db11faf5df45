import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allocatePayment, type BillLine, ok, uuidv7 } from '@contract';
import type { Db } from '../../db/client';
import { bills, classes, feeItems, payments, students } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { parseInput } from '../../lib/parse';
import { recordLedger } from '../../services/finance/kernel/ledger';
import type { RouteDeps } from '../deps';

const inputSchema = z.object({
  schoolId: z.number().int().positive(),
  payments: z
    .array(
      z.object({
        payType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
        part: z.number().min(0.01).max(1),
      }),
    )
    .min(1)
    .max(20),
});

/**
 * Until the billing area lands (its demo seed and desk payments), what an end-to-end spec of 收支统计 needs: bills
 * of real children of the school, from its valid fee items with a 10 % discount on the first line, paid (wholly or
 * in `part`) the way collection will — a payments row, and the ledger lines `allocatePayment` gives, through
 * `recordLedger`, the ledger's one writer. Returns what was paid, for the spec to compare with the screen.
 */
export async function payDemoBills(db: Db, clock: Clock, input: z.infer<typeof inputSchema>) {
  const { schoolId } = input;
  const items = await db
    .select()
    .from(feeItems)
    .where(and(eq(feeItems.schoolId, schoolId), eq(feeItems.validity, 1)))
    .orderBy(asc(feeItems.name))
    .limit(3);
  const kids = await db
    .select({ id: students.id, name: students.name, classId: students.classId, className: classes.name })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.schoolId, schoolId), isNotNull(students.classId)))
    .orderBy(asc(students.name))
    .limit(input.payments.length);
  if (items.length === 0 || kids.length < input.payments.length) throw AppError.badRequest('该园没有可用的收费项目或幼儿');
  const paid = [];
  for (const [i, p] of input.payments.entries()) {
    const kid = kids[i] as (typeof kids)[number];
    const lines: BillLine[] = items.map((it, n) => ({
      itemId: it.id,
      name: it.name,
      unit: it.unit,
      quantity: 1,
      unitFen: it.amountFen,
      amountFen: it.amountFen,
      discountFen: n === 0 ? Math.round(it.amountFen / 10) : 0,
    }));
    const totalFen = lines.reduce((s, l) => s + l.amountFen - l.discountFen, 0);
    const amountFen = Math.max(1, Math.round(totalFen * p.part));
    const billId = uuidv7();
    const paymentId = uuidv7();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.insert(bills).values({
        id: billId,
        schoolId,
        studentId: kid.id,
        studentName: kid.name,
        classId: kid.classId as string,
        schoolYear: '2026-2027',
        termType: 1,
        title: '2026-2027学年第一学期保教费',
        lines,
        totalFen,
        dueOn: '2026-12-31',
        state: amountFen === totalFen ? 'paid' : 'published',
        publishedAt: now,
      });
      await tx.insert(payments).values({
        id: paymentId,
        schoolId,
        billId,
        studentId: kid.id,
        classId: kid.classId as string,
        amountFen,
        payType: p.payType,
        state: 'paid',
        receiptNo: `T${now.getTime()}${i}`,
        paidAt: now,
        operatorName: '测试',
      });
      const share = allocatePayment(lines, [], amountFen);
      await recordLedger(
        { db: tx, clock },
        schoolId,
        lines
          .map((l, n) => ({
            kind: 'payment',
            sourceId: paymentId,
            billId,
            studentId: kid.id,
            studentName: kid.name,
            classId: kid.classId,
            className: kid.className,
            itemId: l.itemId,
            itemName: l.name,
            amountFen: share[n] ?? 0,
            payType: p.payType,
          }))
          .filter((l) => l.amountFen > 0),
      );
    });
    paid.push({ billId, studentName: kid.name, className: kid.className, amountFen, payType: p.payType });
  }
  return paid;
}

/** A development aid for end-to-end tests (server/routes/dev-aids.ts): payDemoBills over HTTP. */
export function financeStatsTestHooks(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.post('/test-hooks/finance/pay', { config: { anonymous: true } }, async (req) => {
    return ok(await payDemoBills(ctx.db, ctx.clock, parseInput(inputSchema, req.body)));
  });
}
