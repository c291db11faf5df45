/** The sandbox's cashier page (Chinese, no script: two forms), as a payer's phone shows it after scanning. */
const html = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const page = (title: string, body: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>
body{margin:0;font-family:system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f4f7;color:#1f2329}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px #0001}
h1{font-size:18px;margin:0 0 4px}.tag{font-size:12px;color:#d46b08;background:#fff7e6;padding:2px 8px;border-radius:10px}
.amount{font-size:34px;font-weight:700;margin:24px 0 8px;text-align:center}.row{display:flex;justify-content:space-between;
font-size:14px;color:#646a73;margin:8px 0}button{width:100%;height:44px;border:0;border-radius:8px;font-size:16px;margin-top:12px;
cursor:pointer}.pay{background:#1677ff;color:#fff}.cancel{background:#f2f3f5;color:#1f2329}.done{text-align:center;font-size:16px}
</style></head><body><main>${body}</main></body></html>`;

export interface CashierTrade {
  tradeNo: string;
  orderId: string;
  subject: string;
  amount: string;
  state: 'unpaid' | 'paid' | 'closed';
}

export function cashierPage(trade: CashierTrade): string {
  if (trade.state !== 'unpaid') return resultPage(trade);
  const action = `/sandbox-pay/${encodeURIComponent(trade.tradeNo)}`;
  return page(
    '沙箱收银台',
    `<h1>沙箱收银台 <span class="tag">测试环境，不会真实扣款</span></h1>
<div class="amount">¥${html(trade.amount)}</div>
<div class="row"><span>商品</span><span>${html(trade.subject)}</span></div>
<div class="row"><span>订单号</span><span>${html(trade.orderId)}</span></div>
<div class="row"><span>交易号</span><span>${html(trade.tradeNo)}</span></div>
<form method="post" action="${action}/confirm"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">取消支付</button></form>`,
  );
}

export function resultPage(trade: CashierTrade): string {
  // Closed by the payer (取消支付) or by the school (the bill settled another way, or a new QR): nothing to pay.
  const text = trade.state === 'paid' ? '支付成功，请返回电脑端查看' : '交易已关闭，未扣款';
  return page('沙箱收银台', `<h1>沙箱收银台</h1><p class="done" data-state="${trade.state}">${text}</p>`);
}

export const missingTradePage = () => page('沙箱收银台', '<h1>沙箱收银台</h1><p class="done">交易不存在或已过期</p>');

/** A page that says why the payment page cannot open (the PC flow's window shows it instead of the provider's page). */
export const resultMessagePage = (message: string) => page('订单支付', `<h1>订单支付</h1><p class="done">${html(message)}</p>`);
