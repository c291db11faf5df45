import { REFUND_AUDITS, REFUND_MODES, REFUND_REASONS, REFUND_STATES, REFUND_WAYS } from '@contract/finance/refunds';

/** How 变更记录 names a refund's codes (the drawer shows a bill's by default). */
export const AUDIT_ENUMS: Record<string, Record<string, string>> = {
  state: REFUND_STATES,
  way: REFUND_WAYS,
  reason: REFUND_REASONS,
  audit: REFUND_AUDITS,
  mode: REFUND_MODES,
};
