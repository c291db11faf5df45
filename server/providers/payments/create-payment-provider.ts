import { OrderMsg } from '@contract';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { AlipayPayments } from './alipay-payments';
import { type PaymentProvider, paymentsOff } from './payment-provider';
import { SandboxPayments } from './sandbox-payments';
import { WechatPayments } from './wechat-payments';

/**
 * The provider `PAYMENTS` names (docs/payments.md). One provider takes every order's payment: the QR the dialog shows
 * is that provider's (Alipay's qr_code, WeChat Pay's code_url or the sandbox's cashier page). The configuration has
 * checked the keys are all there; a key that is there but unreadable (not a PEM/base64 RSA key) fails here, at start.
 */
export function createPaymentProvider(config: Config, clock: Clock, sandbox?: SandboxPayments): PaymentProvider {
  const off = () => paymentsOff(() => AppError.badRequest(OrderMsg.paymentsOff));
  switch (config.payments) {
    case 'sandbox':
      return sandbox ?? new SandboxPayments(clock);
    case 'alipay':
      if (!config.alipay) return off();
      try {
        return new AlipayPayments(config.alipay, clock);
      } catch (e) {
        throw new Error(`PAYMENTS=alipay: ALIPAY_PRIVATE_KEY or ALIPAY_PUBLIC_KEY cannot be read (${(e as Error).message})`);
      }
    case 'wechat':
      if (!config.wechat) return off();
      try {
        return new WechatPayments(config.wechat, clock);
      } catch (e) {
        throw new Error(`PAYMENTS=wechat: WECHAT_PRIVATE_KEY or WECHAT_PLATFORM_PUBLIC_KEY cannot be read (${(e as Error).message})`);
      }
    default:
      return off();
  }
}
