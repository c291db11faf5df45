import { and, eq, isNull } from 'drizzle-orm';
import { type BusAlert, type BusAlertAck, BusAlertMsg } from '@contract';
import { busAlerts, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { announceAlerts } from './alert-engine';
import { alertRows } from './alert-rows';

/**
 * POST /api/bus/alerts/ack (确认处理): records who acknowledged the alert and when; the first acknowledgement stays
 * (a second is 400 该报警已确认处理). Another school's alert is 404, as one that does not exist.
 */
export async function ackBusAlert(ctx: AuthedContext, input: BusAlertAck): Promise<BusAlert> {
  assertSchoolInScope(ctx, input.schoolId);
  return ctx.db.transaction(async (tx) => {
    const [alert] = await tx
      .select({ id: busAlerts.id, ackAt: busAlerts.ackAt })
      .from(busAlerts)
      .where(and(eq(busAlerts.id, input.id), eq(busAlerts.schoolId, input.schoolId)))
      .for('update');
    if (!alert) throw AppError.notFound(BusAlertMsg.missing);
    if (alert.ackAt) throw AppError.badRequest(BusAlertMsg.acked);
    const [me] = await tx.select({ name: users.userName }).from(users).where(eq(users.id, ctx.session.userId));
    await tx
      .update(busAlerts)
      .set({ ackUserId: ctx.session.userId, ackName: me?.name ?? '', ackAt: ctx.clock.now() })
      .where(and(eq(busAlerts.id, input.id), isNull(busAlerts.ackAt)));
    await announceAlerts(tx, input.schoolId, [input.id]);
    const [row] = await alertRows(tx, input.schoolId, eq(busAlerts.id, input.id));
    if (!row) throw AppError.notFound(BusAlertMsg.missing);
    return row;
  });
}
