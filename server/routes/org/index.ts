import type { DomainServer } from '../deps';
import { approvalRoutes } from './approvals';
import { invitationRoutes } from './invitations';
import { roleRoutes } from './roles';
import { sealsRoutes } from './seals';
import { orgRoutes } from './structure';
import { APPROVALS_MUTATORS } from '../../services/org/approvals/approvals-mutators';
import { SEALS_MUTATORS } from '../../services/org/seals/seals-mutators';

/**
 * The organisation domain on the server: each area's routes and mutation services (a contract area or mutation left out is a
 * type error), then the domain's parts that replicate nothing.
 */
export const ORG_SERVER = {
  approvals: { routes: [approvalRoutes], services: APPROVALS_MUTATORS },
  seals: { routes: [sealsRoutes], services: SEALS_MUTATORS },
  roles: { routes: [roleRoutes] },
  structure: { routes: [orgRoutes] },
  invitations: { routes: [invitationRoutes] },
} as const satisfies DomainServer<'org'>;
