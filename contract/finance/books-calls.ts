import { bookFilterSchema as bookExportQuery } from './books';
import { defineCall, unchecked } from '../call';
import { MUTATION_DECLS } from '../areas';
import {
  BOOK_EDIT,
  BOOK_PAGE,
  BOOK_REVIEW,
  bookDropSchema,
  bookEntryRowSchema,
  bookGetSchema,
  bookReviewSchema,
  bookSearchSchema,
} from './books';

/** The HTTP calls of server/routes/finance/books.ts, as the client makes them (contract/call.ts). */
export const financeBooksCalls = {
  tFinanceBookkeepingSave: defineCall({
    method: 'POST',
    path: '/park/tFinanceBookkeeping/save',
    permission: MUTATION_DECLS['bookEntry.save'].permission,
  }),
  searchBookEntries: defineCall({
    method: 'GET',
    path: '/park/tFinanceBookkeeping/search',
    permission: BOOK_PAGE,
    input: bookSearchSchema,
  }),
  searchBookEntriesWithSums: defineCall({
    method: 'GET',
    path: '/park/tFinanceBookkeeping/searchWithSumAmount',
    permission: BOOK_PAGE,
    input: bookSearchSchema,
  }),
  getBookEntry: defineCall({ method: 'GET', path: '/park/tFinanceBookkeeping/getById', permission: BOOK_PAGE, input: bookGetSchema }),
  dropBookEntry: defineCall({
    method: 'POST',
    path: '/park/tFinanceBookkeeping/dropById',
    permission: BOOK_EDIT,
    input: bookDropSchema,
    output: unchecked<null>(),
  }),
  reviewBookEntry: defineCall({
    method: 'POST',
    path: '/park/tFinanceBookkeeping/review',
    permission: BOOK_REVIEW,
    input: bookReviewSchema,
    output: bookEntryRowSchema,
  }),
  /** The filtered entries and their sums as .xlsx. */
  exportBookEntries: defineCall({
    method: 'GET',
    path: '/park/tFinanceBookkeeping/search/export',
    permission: BOOK_PAGE,
    input: bookExportQuery,
    download: true,
  }),
};
