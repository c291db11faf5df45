import { billingCalls } from '@contract/billing-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BILL_PAGE, billListQuerySchema, MUTATION_DECLS, type MutationName, receiptQuerySchema, scenePaySchema } from '@contract';
import { formatDateTime } from '../lib/format';
import { parseQuery } from '../lib/parse';
import { XLSX_TYPE, xlsxTable } from '../lib/xlsx-table';
import type { PaymentProvider } from '../providers/payments/payment-provider';
import type { PaymentFollowUps } from '../services/provider-payments/payment-follow-ups';
import { checkOnReceipt } from '../services/finance-bills/check-on-receipt';
import { deskPay } from '../services/finance-bills/desk-pay';
import { importBills } from '../services/finance-bills/import-bills';
import { exportBills, listBills, oneBill, printBills } from '../services/finance-bills/list-bills';
import { queryScenePay } from '../services/finance-bills/query-scene-pay';
import { receiptOfPayment } from '../services/finance-bills/receipt-of-payment';
import { releaseBills } from '../services/finance-bills/release-bills';
import { reviewBills } from '../services/finance-bills/review-bills';
import { scenePay } from '../services/finance-bills/scene-pay';
import { submitBills } from '../services/finance-bills/submit-bills';
import { voidBill } from '../services/finance-bills/void-bill';
import { runMutation } from '../services/mutations';
import type { RouteDeps } from './deps';
import { body, serviceRoutes } from './service-route';

const origin = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/** The sync mutations' REST names (SPEC §7): each runs the same service as its mutation. */
const WRITES: ReadonlyArray<readonly [path: string, mutation: MutationName]> = [
  ['/park/charge/saveOrder', 'bill.save'],
  ['/park/charge/updateOrder', 'bill.save'],
  ['/park/charge/batchOrder', 'bill.batch'],
  ['/park/finance/batchFinance', 'bill.batch'],
];

/**
 * Bills and collection (contract/billing.ts; docs/finance.md "Bills", "Collection"). Every call needs its permission
 * AND the finance pages unlocked (the services' financeGate: 403 请先验证财务密码 otherwise). Submitting, reviewing,
 * publishing, voiding and taking money are online only: they answer what the server decided.
 */
export function billingRoutes(app: FastifyInstance, deps: RouteDeps, provider: PaymentProvider, followUps: PaymentFollowUps): void {
  const route = serviceRoutes(app, deps);
  // Taking money, voiding and a new QR close the bill's other QRs: their provider trades are closed after the commit.
  const after = () => followUps.run();
  const logFailure = (err: unknown, what: string) => app.log.warn({ err }, `payment provider failed: ${what}`);
  for (const [path, mutation] of WRITES) {
    route('POST', path, {
      permission: MUTATION_DECLS[mutation].permission,
      input: (req) => req.body,
      run: (ctx, args) => runMutation(ctx, mutation, args),
      tx: true,
      msg: '保存成功',
    });
  }
  // The xlsx import (docs/xlsx.md, docs/finance.md "Import"): drafts, as saveOrder makes them; every bill or none.
  route(billingCalls.importBills, { run: importBills, tx: true, msg: '导入成功' });
  route(billingCalls.submitBills, { run: submitBills, tx: true, msg: '已提交审核' });
  route(billingCalls.reviewBills, { run: reviewBills, tx: true, msg: '审核完成' });
  route(billingCalls.releaseBills, { run: releaseBills, tx: true, msg: '发布成功' });
  route(billingCalls.voidBill, { run: voidBill, tx: true, after, msg: '作废成功' });
  route(billingCalls.deskPay, { run: deskPay, tx: true, after, msg: '收款成功' });
  route(billingCalls.chargeScenePay, {
    input: (req) => ({ ...body(scenePaySchema)(req), origin: origin(req) }), // Its own transaction: the pending payment is committed before the provider opens its trade.
    run: (ctx, { origin: from, ...a }) => scenePay({ ...ctx, provider, logFailure, origin: from }, a),
    after,
  });
  route(billingCalls.chargeQueryScenePay, {
    run: (ctx, a: { schoolId: number; paymentId: string }) => queryScenePay({ ...ctx, provider, logFailure }, a),
    after,
  });
  route(billingCalls.checkOnReceipt, { run: checkOnReceipt, tx: true, msg: '收据核验通过' });
  route(billingCalls.listBills, { run: listBills });
  route(billingCalls.oneBill, { run: oneBill });

  const file =
    (type: string, ext: string, disposition: 'inline' | 'attachment', title: string) => (reply: import('fastify').FastifyReply) =>
      reply
        .type(type)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(`${title}.${ext}`)}`)
        .header('cache-control', 'no-store');
  app.get('/park/publicCharge/receipt', { config: { permission: BILL_PAGE } }, async (req, reply) => {
    const { title, bytes } = await receiptOfPayment(deps.authed(req), parseQuery(receiptQuerySchema, req.query));
    return file('application/pdf', 'pdf', 'inline', title)(reply).send(Buffer.from(bytes));
  });
  app.get('/park/finance/order/exportPrintTable', { config: { permission: BILL_PAGE } }, async (req, reply) => {
    const { title, bytes } = await printBills(deps.authed(req), parseQuery(billListQuerySchema, req.query));
    return file('application/pdf', 'pdf', 'inline', title)(reply).send(Buffer.from(bytes));
  });
  app.get('/park/finance/order/export', { config: { permission: BILL_PAGE } }, async (req, reply) => {
    const table = await exportBills(deps.authed(req), parseQuery(billListQuerySchema, req.query));
    const title = `${table.title}-${formatDateTime(deps.ctx.clock.now()).slice(0, 10)}`;
    return file(XLSX_TYPE, 'xlsx', 'attachment', title)(reply).send(await xlsxTable(table));
  });
}
