import { type BankInfo, OrderMsg } from '@contract';
import { AppError } from '../../../lib/app-error';
import type { PaymentProvider } from '../../../providers/payments/payment-provider';
import type { AuthedContext } from '../../context';

/**
 * GET /qltcrm/order/getBankInfoOfAgent: the account a school pays its orders into by 对公转账. One agent serves the
 * platform, so its account is a setting of the deployment (BANK_* in the environment; the demo's own when the demo data
 * is seeded), next to the payment provider's. onlineSupport says whether online payment is offered too. A transfer is
 * matched to its order by the agent's staff, who mark it paid outside the app; nothing here pays an order.
 */
export function getBankInfo(ctx: AuthedContext & { provider: PaymentProvider }): BankInfo {
  const account = ctx.config.bankAccount;
  if (!account) throw AppError.notFound(OrderMsg.bankInfoMissing);
  return { ...account, onlineSupport: ctx.provider.name === 'off' ? 0 : 1 };
}
