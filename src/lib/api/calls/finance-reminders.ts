import { type ConfirmPaymentInput, type QueryRemindResult, queryRemindResultSchema } from '@contract/finance/reminders';
import type { QueryValue } from '@contract/query-payload';
import { request, type RequestOptions } from '../client';

/** GET /park/comeIn/queryRemind: the dues in a range with their states and sums. Online only. */
export const queryRemind = (params: Record<string, QueryValue>, options: Pick<RequestOptions, 'signal'> = {}): Promise<QueryRemindResult> =>
  request('/park/comeIn/queryRemind', { ...options, params, schema: queryRemindResultSchema });

/** POST /park/comeIn/confirmPayment: one due paid (its ledger line is written). Online only. */
export const confirmPayment = (input: ConfirmPaymentInput): Promise<unknown> => request('/park/comeIn/confirmPayment', { json: input });

/** POST /park/comeIn/remind/del: a reminder without payments deleted. Online only. */
export const dropReminder = (schoolId: number, id: string): Promise<null> =>
  request<null>('/park/comeIn/remind/del', { json: { schoolId, id } });
