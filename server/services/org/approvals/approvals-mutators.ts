import type { AreaServices } from '../../area-services';
import { submitApproval } from './submit-approval';

/** Approvals mutation name → the service its REST route runs (listed with its routes in server/routes/<domain>/index.ts). */
export const APPROVALS_MUTATORS = {
  'approval.submit': submitApproval,
} as const satisfies AreaServices<'approvals'>;
