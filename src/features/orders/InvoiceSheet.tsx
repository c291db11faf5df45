import { amountInChineseCapitals } from '@contract/chinese-capitals';
import {
  INVOICE_QUANTITY,
  INVOICE_TAX_RATE,
  INVOICE_TYPE_LABELS,
  INVOICE_UNIT,
  type InvoiceForm,
  invoiceFigures,
} from '@contract/orders/invoices';
import type { Order } from '@contract/orders/school-orders';
import classes from './invoice.module.css';

export interface InvoiceSheetProps {
  order: Pick<Order, 'name' | 'productVersion' | 'contractId' | 'orderId' | 'totalPrice'>;
  /** The application (entered or stored). */
  invoice: Pick<InvoiceForm, 'invoiceTitle' | 'taxNumber' | 'depositAddress' | 'phone' | 'depositBank' | 'depositAccount' | 'remark'> & {
    invoiceType: number;
  };
  /** Set once the platform has issued it. */
  issued?: { invoiceNo: string; date: string } | null;
}

/**
 * The invoice as it will read (SPEC §2 invoice preview, §9): the buyer from the application, one line for the order —
 * unit 年, quantity 1, 6 % tax included in the amount — and the total in figures and in Chinese capitals. The same
 * layout as the PDF the server makes (server/services/orders/invoices/invoice-pdf.ts); printing prints this sheet alone.
 */
export function InvoiceSheet({ order, invoice, issued }: InvoiceSheetProps) {
  const { amount, price, tax } = invoiceFigures(order.totalPrice);
  const typeLabel = INVOICE_TYPE_LABELS[invoice.invoiceType] ?? '发票';
  return (
    <div className={classes.sheet} data-testid="invoice-sheet">
      <div className={classes.title}>{issued ? typeLabel : `${typeLabel}（预览）`}</div>
      <div className={classes.meta}>
        <span>
          合同编号：{order.contractId}　订单号：{order.orderId}
        </span>
        {issued ? (
          <span>
            发票号码：{issued.invoiceNo}　开票日期：{issued.date}
          </span>
        ) : (
          <span className={classes.note}>仅供预览，不作报销凭证</span>
        )}
      </div>
      <table className={classes.table}>
        <colgroup>
          <col style={{ width: '24%' }} />
          <col style={{ width: '12%' }} />
          <col style={{ width: '7%' }} />
          <col style={{ width: '7%' }} />
          <col style={{ width: '13%' }} />
          <col style={{ width: '13%' }} />
          <col style={{ width: '9%' }} />
          <col style={{ width: '15%' }} />
        </colgroup>
        <tbody>
          <tr>
            <td colSpan={8}>
              <BuyerLine label="名　　称" value={invoice.invoiceTitle} />
              <BuyerLine label="纳税人识别号" value={invoice.taxNumber} />
              <BuyerLine label="地址、电话" value={`${invoice.depositAddress}　${invoice.phone}`} />
              <BuyerLine label="开户行及账号" value={`${invoice.depositBank}　${invoice.depositAccount}`} />
            </td>
          </tr>
          <tr>
            <th>项目名称</th>
            <th>规格型号</th>
            <th>单位</th>
            <th>数量</th>
            <th>单价</th>
            <th>金额</th>
            <th>税率</th>
            <th>税额</th>
          </tr>
          <tr>
            <td>{order.name}</td>
            <td className={classes.center}>{order.productVersion}</td>
            <td className={classes.center}>{INVOICE_UNIT}</td>
            <td className={classes.center}>{INVOICE_QUANTITY}</td>
            <td className={classes.num}>{price}</td>
            <td className={classes.num}>{price}</td>
            <td className={classes.center}>{Math.round(INVOICE_TAX_RATE * 100)}%</td>
            <td className={classes.num}>{tax}</td>
          </tr>
          <tr>
            <td className={classes.center}>合　　计</td>
            <td colSpan={4} />
            <td className={classes.num}>¥{price}</td>
            <td />
            <td className={classes.num}>¥{tax}</td>
          </tr>
          <tr>
            <td className={classes.label}>价税合计（大写）</td>
            <td colSpan={4} className={classes.strong} data-testid="invoice-capitals">
              {amountInChineseCapitals(amount)}
            </td>
            <td colSpan={3} className={classes.strong}>
              （小写）¥{amount}
            </td>
          </tr>
          <tr>
            <td className={classes.label}>备　　注</td>
            <td colSpan={7}>{invoice.remark || '无'}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function BuyerLine({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <span className={classes.label}>{label}：</span>
      {value}
    </div>
  );
}
