import type { FastifyInstance } from 'fastify';
import { confirmPaymentSchema, MUTATION_DECLS, queryRemindSchema, REMINDER_EDIT, REMINDER_PAGE } from '@contract';
import { confirmReminderPayment } from '../services/finance-reminders/confirm-payment';
import { queryRemind } from '../services/finance-reminders/query-remind';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * Expense reminders (SPEC §7 /park/comeIn remind, queryRemind, confirmPayment; contract/finance-reminders.ts). Every
 * call needs its right AND the finance pages unlocked (financeGate in each service: 403 请先验证财务密码 otherwise).
 * remind is the sync mutation's service; confirmPayment is online (it writes the ledger).
 */
export function financeRemindersRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('POST', '/park/comeIn/remind', {
    permission: MUTATION_DECLS['expenseReminder.save'].permission,
    input: (req) => req.body,
    run: (ctx, args) => runMutation(ctx, 'expenseReminder.save', args),
    tx: true,
    msg: '保存成功',
  });
  route('GET', '/park/comeIn/queryRemind', { permission: REMINDER_PAGE, input: query(queryRemindSchema), run: queryRemind });
  route('POST', '/park/comeIn/confirmPayment', {
    permission: REMINDER_EDIT,
    input: body(confirmPaymentSchema),
    run: confirmReminderPayment,
    tx: true,
    msg: '已确认付款',
  });
}
