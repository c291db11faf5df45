import { BILL_WRITE_CALLS, billingCalls } from '@contract/finance/bills-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { xlsxTable } from '../../lib/xlsx-table';
import { checkOnReceipt } from '../../services/finance/bills/check-on-receipt';
import { deskPay } from '../../services/finance/bills/desk-pay';
import { importBills } from '../../services/finance/bills/import-bills';
import { exportBills, listBills, oneBill, printBills } from '../../services/finance/bills/list-bills';
import { queryScenePay } from '../../services/finance/bills/query-scene-pay';
import { receiptOfPayment } from '../../services/finance/bills/receipt-of-payment';
import { releaseBills } from '../../services/finance/bills/release-bills';
import { reviewBills } from '../../services/finance/bills/review-bills';
import { scenePay } from '../../services/finance/bills/scene-pay';
import { submitBills } from '../../services/finance/bills/submit-bills';
import { voidBill } from '../../services/finance/bills/void-bill';
import type { RouteDeps } from '../deps';
import { pdfFile, xlsxFile } from '../file-reply';
import { fileRoute, parseCall, serviceRoutes } from '../service-route';

const origin = (req: FastifyRequest) => `${req.protocol}://${req.headers.host ?? 'localhost'}`;

/**
 * Bills and collection (contract/finance/bills.ts; docs/finance.md "Bills", "Collection"). Every call needs its permission
 * AND the finance pages unlocked (the services' financeGate: 403 请先验证财务密码 otherwise). Submitting, reviewing,
 * publishing, voiding and taking money are online only: they answer what the server decided.
 */
export function billRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { payments: provider, followUps } = deps.parts;
  const route = serviceRoutes(app, deps);
  // Taking money, voiding and a new QR close the bill's other QRs: their provider trades are closed after the commit.
  const after = () => followUps.run();
  const logFailure = (err: unknown, what: string) => app.log.warn({ err }, `payment provider failed: ${what}`);
  for (const { call, mutation } of BILL_WRITE_CALLS) {
    route(call, {
      input: (req) => req.body,
      run: (ctx, args) => deps.parts.mutations.run(ctx, mutation, args),
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
    input: (req) => ({ ...parseCall(billingCalls.chargeScenePay, req), origin: origin(req) }), // Its own transaction: the pending payment is committed before the provider opens its trade.
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

  fileRoute(app, deps, billingCalls.receiptOfPayment, async (ctx, q) => {
    const { title, bytes } = await receiptOfPayment(ctx, q);
    return pdfFile(bytes, title);
  });
  fileRoute(app, deps, billingCalls.printBills, async (ctx, q) => {
    const { title, bytes } = await printBills(ctx, q);
    return pdfFile(bytes, title);
  });
  fileRoute(app, deps, billingCalls.exportBills, async (ctx, q) => {
    const table = await exportBills(ctx, q);
    return xlsxFile(await xlsxTable(table), table.title, ctx);
  });
}
