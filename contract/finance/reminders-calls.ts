import { defineCall, unchecked } from '../call';
import { MUTATION_DECLS } from '../areas';
import {
  confirmPaymentSchema,
  queryRemindResultSchema,
  queryRemindSchema,
  REMINDER_EDIT,
  REMINDER_PAGE,
  reminderDropSchema,
} from './reminders';

/** The HTTP calls of server/routes/finance/reminders.ts, as the client makes them (contract/call.ts). */
export const financeRemindersCalls = {
  comeInRemind: defineCall({ method: 'POST', path: '/park/comeIn/remind', permission: MUTATION_DECLS['expenseReminder.save'].permission }),
  dropExpenseReminder: defineCall({
    method: 'POST',
    path: '/park/comeIn/remind/del',
    permission: REMINDER_EDIT,
    input: reminderDropSchema,
    output: unchecked<null>(),
  }),
  queryRemind: defineCall({
    method: 'GET',
    path: '/park/comeIn/queryRemind',
    permission: REMINDER_PAGE,
    input: queryRemindSchema,
    output: queryRemindResultSchema,
  }),
  confirmReminderPayment: defineCall({
    method: 'POST',
    path: '/park/comeIn/confirmPayment',
    permission: REMINDER_EDIT,
    input: confirmPaymentSchema,
  }),
};
