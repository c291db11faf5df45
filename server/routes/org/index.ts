import type { DomainRoutes } from '../deps';
import { approvalRoutes } from './approvals';
import { invitationRoutes } from './invitations';
import { roleRoutes } from './roles';
import { sealsRoutes } from './seals';
import { orgRoutes } from './structure';

/** The organisation domain's routes: each area's (a contract area left out is a type error), then the domain's others. */
export const ORG_ROUTES = {
  approvals: [approvalRoutes],
  seals: [sealsRoutes],
  roles: [roleRoutes],
  structure: [orgRoutes],
  invitations: [invitationRoutes],
} as const satisfies DomainRoutes<'org'>;
