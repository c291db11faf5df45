import type { FastifyInstance } from 'fastify';
import { confirmPaymentSchema, MUTATION_DECLS, queryRemindSchema, REMINDER_EDIT, REMINDER_PAGE, reminderDropSchema } from '@contract';
import { confirmReminderPayment } from '../services/finance/reminders/confirm-payment';
import { dropExpenseReminder } from '../services/finance/reminders/drop-expense-reminder';
import { queryRemind } from '../services/finance/reminders/query-remind';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * Expense reminders (SPEC §7 /park/comeIn remind, queryRemind, confirmPayment; contract/finance/reminders.ts). Every
 * call needs its right AND the finance pages unlocked (financeGate in each service: 403 请先验证财务密码 otherwise).
 * remind is the sync mutation's service; confirmPayment (it writes the ledger) and remind/del are online.
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
  route('POST', '/park/comeIn/remind/del', {
    permission: REMINDER_EDIT,
    input: body(reminderDropSchema),
    run: dropExpenseReminder,
    tx: true,
    msg: '删除成功',
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
