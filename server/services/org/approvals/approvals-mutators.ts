import type { AreaServices } from '../../area-services';
import { submitApproval } from './submit-approval';

/** Approvals mutation name → the service its REST route runs (server/services/mutations.ts lists the areas). */
export const APPROVALS_MUTATORS = {
  'approval.submit': submitApproval,
} as const satisfies AreaServices<'approvals'>;
