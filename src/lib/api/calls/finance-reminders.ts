import type { QueryValue } from '@contract/query-payload';
import type { CallInput } from '@contract/call';
import { financeRemindersCalls } from '@contract/finance/reminders-calls';
import { call } from '../call';
import type { ConfirmPaymentInput, QueryRemindResult } from '@contract/finance/reminders';
import type { RequestOptions } from '../client';

/** GET /park/comeIn/queryRemind: the dues in a range with their states and sums. Online only. */
export const queryRemind = (params: Record<string, QueryValue>, options: Pick<RequestOptions, 'signal'> = {}): Promise<QueryRemindResult> =>
  call(financeRemindersCalls.queryRemind, params as CallInput<typeof financeRemindersCalls.queryRemind>, options);

/** POST /park/comeIn/confirmPayment: one due paid (its ledger line is written). Online only. */
export const confirmPayment = (input: ConfirmPaymentInput): Promise<unknown> => call(financeRemindersCalls.confirmReminderPayment, input);

/** POST /park/comeIn/remind/del: a reminder without payments deleted. Online only. */
export const dropReminder = (schoolId: number, id: string): Promise<null> =>
  call(financeRemindersCalls.dropExpenseReminder, { schoolId, id });
