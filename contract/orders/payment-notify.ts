/**
 * Where each payment provider posts its notifications (server/providers/payments/*): anonymous, the provider's own
 * signature is the credential, and the body is read raw to check it, so these are paths rather than declared calls.
 */
export const PAYMENT_NOTIFY_PATHS = {
  alipay: '/qltcrm/order/anon/payNotify/alipay',
  wechat: '/qltcrm/order/anon/payNotify/wechat',
  sandbox: '/qltcrm/order/anon/payNotify/sandbox',
} as const;
