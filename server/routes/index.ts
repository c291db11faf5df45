import type { DomainName } from '@contract';
import type { Services } from '../services/area-services';
import { FILES_MUTATORS } from '../services/uploads/files-mutators';
import { accountRoutes } from './account';
import { ATTENDANCE_SERVER } from './attendance';
import { BUS_SERVER } from './bus';
import { captchaRoutes } from './captcha';
import type { DomainServer, RoutePlugin, ServerPart } from './deps';
import { FINANCE_SERVER } from './finance';
import { HEALTH_SERVER } from './health';
import { notificationRoutes } from './notifications';
import { operationLogRoutes } from './operation-log';
import { ORDERS_SERVER } from './orders';
import { ORG_SERVER } from './org';
import { PEOPLE_SERVER } from './people';
import { sessionRoutes } from './session';
import { shortcutRoutes } from './shortcuts';
import { SITE_SERVER } from './site';
import { skinRoutes } from './skin';
import { smsRoutes } from './sms';
import { syncRoutes } from './sync';
import { termRoutes } from './term';
import { uploadRoutes } from './uploads';

/** Every domain on the server (server/routes/<domain>/index.ts); a domain left out is a type error. */
const BY_DOMAIN: { [D in DomainName]: DomainServer<D> } & { orders: Record<string, ServerPart> } = {
  platform: {
    files: { routes: [uploadRoutes], services: FILES_MUTATORS },
    session: { routes: [sessionRoutes, captchaRoutes, smsRoutes, accountRoutes] },
    sync: { routes: [syncRoutes] },
    shell: { routes: [termRoutes, operationLogRoutes, shortcutRoutes, skinRoutes, notificationRoutes] },
  },
  people: PEOPLE_SERVER,
  attendance: ATTENDANCE_SERVER,
  org: ORG_SERVER,
  finance: FINANCE_SERVER,
  bus: BUS_SERVER,
  site: SITE_SERVER,
  health: HEALTH_SERVER,
  orders: ORDERS_SERVER,
};
const PARTS: ServerPart[] = Object.values(BY_DOMAIN).flatMap((parts) => Object.values(parts));

/** The API's routes, registered by server/app.ts in the auth plugin's context (the development aids apart). */
export const ROUTES: readonly RoutePlugin[] = PARTS.flatMap((part) => part.routes);

/** Every mutation's service: the domains' types above make sure each one the contract declares is here. */
export const MUTATION_SERVICES = Object.assign({}, ...PARTS.map((part) => part.services ?? {})) as Services;
