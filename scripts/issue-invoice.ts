/**
 * The platform issues an applied invoice (docs/invoices.md): `npm run invoice:issue -- <orderId> [invoiceNo]`.
 * Opens the database the server is configured with (DATABASE_URL, or the PGlite data folder, which only one process
 * may hold: stop the server first, or use PostgreSQL), marks the invoice issued and prints its number.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { systemClock } from '../server/lib/clock';
import { issueInvoice } from '../server/services/orders/invoices/issue-invoice';

const [orderId, invoiceNo] = process.argv.slice(2);
if (!orderId) {
  console.error('用法: npm run invoice:issue -- <订单号> [发票号码]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  sharedBuffers: config.pgliteSharedBuffers,
});
try {
  const result = await issueInvoice(database.db, systemClock, orderId, invoiceNo);
  console.log(result.issued ? `已开具发票 ${result.invoiceNo}（订单 ${orderId}）` : `该发票已开具：${result.invoiceNo}`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await database.close();
}
