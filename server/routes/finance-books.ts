import { financeBooksCalls } from '@contract/finance-books-calls';
import type { FastifyInstance } from 'fastify';
import { BOOK_PAGE, bookFilterSchema } from '@contract';
import { formatDateTime } from '../lib/format';
import { parseQuery } from '../lib/parse';
import { XLSX_TYPE } from '../lib/xlsx-table';
import { dropBookEntry } from '../services/finance-books/drop-book-entry';
import { exportBookEntries } from '../services/finance-books/export-book-entries';
import { reviewBookEntry } from '../services/finance-books/review-book-entry';
import { getBookEntry, searchBookEntries, searchBookEntriesWithSums } from '../services/finance-books/search-book-entries';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/**
 * Bookkeeping (SPEC §7 /park/tFinanceBookkeeping save, search, searchWithSumAmount, search/export, dropById, review,
 * getById; contract/finance-books.ts). Every call needs its right AND the finance pages unlocked (financeGate in
 * each service: 403 请先验证财务密码 otherwise). save is the sync mutation's service; review and dropById are online.
 */
export function financeBooksRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(financeBooksCalls.tFinanceBookkeepingSave, {
    input: (req) => req.body,
    run: (ctx, args) => runMutation(ctx, 'bookEntry.save', args),
    tx: true,
    msg: '保存成功',
  });
  route(financeBooksCalls.searchBookEntries, { run: searchBookEntries });
  route(financeBooksCalls.searchBookEntriesWithSums, { run: searchBookEntriesWithSums });
  route(financeBooksCalls.getBookEntry, { run: getBookEntry });
  route(financeBooksCalls.dropBookEntry, { run: dropBookEntry, tx: true, msg: '删除成功' });
  route(financeBooksCalls.reviewBookEntry, { run: reviewBookEntry, tx: true, msg: (q) => (q.result === 1 ? '审核通过' : '已驳回') });
  // The blob export: a signed GET like any other (the auth gate checks token, datasign and the page's right).
  app.get('/park/tFinanceBookkeeping/search/export', { config: { permission: BOOK_PAGE } }, async (req, reply) => {
    const { title, bytes } = await exportBookEntries(deps.authed(req), parseQuery(bookFilterSchema, req.query));
    const name = encodeURIComponent(`${title}-${formatDateTime(deps.ctx.clock.now()).slice(0, 10)}.xlsx`);
    return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename*=UTF-8''${name}`).send(bytes);
  });
}
