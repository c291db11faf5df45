import { beAuthorSchema } from '@contract/finance/settings';
import { type BookEntryRow, bookEntryRowSchema } from '@contract/finance/books';
import { request } from '../client';

/** GET /park/bookkeepingSetting/beAuthor: whether the signed-in member may keep the books (quiet: offline is fine). */
export const getBeAuthor = (): Promise<boolean> =>
  request('/park/bookkeepingSetting/beAuthor', { schema: beAuthorSchema, quiet: 'unreachable' });

/** POST /park/tFinanceBookkeeping/review: 1 通过 (the ledger line is written), 2 驳回 with a reason. Online only. */
export const reviewBookEntry = (input: { schoolId: number; id: string; result: 1 | 2; reason: string }): Promise<BookEntryRow> =>
  request('/park/tFinanceBookkeeping/review', { json: input, schema: bookEntryRowSchema });

/** POST /park/tFinanceBookkeeping/dropById: deletes an entry not approved. Online only. */
export const dropBookEntry = (schoolId: number, id: string): Promise<null> =>
  request<null>('/park/tFinanceBookkeeping/dropById', { json: { schoolId, id } });
