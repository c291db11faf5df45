import { financeRemindersCalls } from '@contract/finance/reminders-calls';
import type { FastifyInstance } from 'fastify';
import { confirmReminderPayment } from '../../services/finance/reminders/confirm-payment';
import { dropExpenseReminder } from '../../services/finance/reminders/drop-expense-reminder';
import { queryRemind } from '../../services/finance/reminders/query-remind';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * Expense reminders (SPEC §7 /park/comeIn remind, queryRemind, confirmPayment; contract/finance/reminders.ts). Every
 * call needs its right AND the finance pages unlocked (financeGate in each service: 403 请先验证财务密码 otherwise).
 * remind is the sync mutation's service; confirmPayment (it writes the ledger) and remind/del are online.
 */
export function reminderRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(financeRemindersCalls.comeInRemind, {
    input: (req) => req.body,
    run: (ctx, args) => deps.parts.mutations.run(ctx, 'expenseReminder.save', args),
    tx: true,
    msg: '保存成功',
  });
  route(financeRemindersCalls.dropExpenseReminder, { run: dropExpenseReminder, tx: true, msg: '删除成功' });
  route(financeRemindersCalls.queryRemind, { run: queryRemind });
  route(financeRemindersCalls.confirmReminderPayment, { run: confirmReminderPayment, tx: true, msg: '已确认付款' });
}
