import { financeBooksCalls } from '@contract/finance/books-calls';
import type { FastifyInstance } from 'fastify';
import { dropBookEntry } from '../../services/finance/books/drop-book-entry';
import { exportBookEntries } from '../../services/finance/books/export-book-entries';
import { reviewBookEntry } from '../../services/finance/books/review-book-entry';
import { getBookEntry, searchBookEntries, searchBookEntriesWithSums } from '../../services/finance/books/search-book-entries';
import type { RouteDeps } from '../deps';
import { xlsxFile } from '../file-reply';
import { fileRoute, serviceRoutes } from '../service-route';

/**
 * Bookkeeping (SPEC §7 /park/tFinanceBookkeeping save, search, searchWithSumAmount, search/export, dropById, review,
 * getById; contract/finance/books.ts). Every call needs its right AND the finance pages unlocked (financeGate in
 * each service: 403 请先验证财务密码 otherwise). save is the sync mutation's service; review and dropById are online.
 */
export function bookRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(financeBooksCalls.tFinanceBookkeepingSave, {
    input: (req) => req.body,
    run: (ctx, args) => deps.parts.mutations.run(ctx, 'bookEntry.save', args),
    tx: true,
    msg: '保存成功',
  });
  route(financeBooksCalls.searchBookEntries, { run: searchBookEntries });
  route(financeBooksCalls.searchBookEntriesWithSums, { run: searchBookEntriesWithSums });
  route(financeBooksCalls.getBookEntry, { run: getBookEntry });
  route(financeBooksCalls.dropBookEntry, { run: dropBookEntry, tx: true, msg: '删除成功' });
  route(financeBooksCalls.reviewBookEntry, { run: reviewBookEntry, tx: true, msg: (q) => (q.result === 1 ? '审核通过' : '已驳回') });
  // The blob export: a signed GET like any other (the auth gate checks token, datasign and the page's right).
  fileRoute(app, deps, financeBooksCalls.exportBookEntries, async (ctx, q) => {
    const { title, bytes } = await exportBookEntries(ctx, q);
    return xlsxFile(bytes, title, ctx);
  });
}
