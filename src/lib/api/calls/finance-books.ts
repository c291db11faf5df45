import { financeSettingsCalls } from '@contract/finance/settings-calls';
import { financeBooksCalls } from '@contract/finance/books-calls';
import { call } from '../call';
import type { BookEntryRow } from '@contract/finance/books';

/** GET /park/bookkeepingSetting/beAuthor: whether the signed-in member may keep the books (quiet: offline is fine). */
export const getBeAuthor = (): Promise<boolean> => call(financeSettingsCalls.beAuthor, undefined, { quiet: 'unreachable' });

/** POST /park/tFinanceBookkeeping/review: 1 通过 (the ledger line is written), 2 驳回 with a reason. Online only. */
export const reviewBookEntry = (input: { schoolId: number; id: string; result: 1 | 2; reason: string }): Promise<BookEntryRow> =>
  call(financeBooksCalls.reviewBookEntry, input);

/** POST /park/tFinanceBookkeeping/dropById: deletes an entry not approved. Online only. */
export const dropBookEntry = (schoolId: number, id: string): Promise<null> => call(financeBooksCalls.dropBookEntry, { schoolId, id });
