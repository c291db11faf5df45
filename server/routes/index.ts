import type { DomainName } from '@contract';
import { accountRoutes } from './account';
import { ATTENDANCE_ROUTES } from './attendance';
import { BUS_ROUTES } from './bus';
import { captchaRoutes } from './captcha';
import type { DomainRoutes, RoutePlugin } from './deps';
import { FINANCE_ROUTES } from './finance';
import { notificationRoutes } from './notifications';
import { operationLogRoutes } from './operation-log';
import { ORDERS_ROUTES } from './orders';
import { ORG_ROUTES } from './org';
import { PEOPLE_ROUTES } from './people';
import { sessionRoutes } from './session';
import { shortcutRoutes } from './shortcuts';
import { SITE_ROUTES } from './site';
import { skinRoutes } from './skin';
import { smsRoutes } from './sms';
import { syncRoutes } from './sync';
import { termRoutes } from './term';
import { uploadRoutes } from './uploads';

/** Every domain's routes (server/routes/<domain>/index.ts); a domain left out is a type error. */
const BY_DOMAIN: { [D in DomainName]: DomainRoutes<D> } & { orders: Record<string, readonly RoutePlugin[]> } = {
  platform: {
    files: [uploadRoutes],
    session: [sessionRoutes, captchaRoutes, smsRoutes, accountRoutes],
    sync: [syncRoutes],
    shell: [termRoutes, operationLogRoutes, shortcutRoutes, skinRoutes, notificationRoutes],
  },
  people: PEOPLE_ROUTES,
  attendance: ATTENDANCE_ROUTES,
  org: ORG_ROUTES,
  finance: FINANCE_ROUTES,
  bus: BUS_ROUTES,
  site: SITE_ROUTES,
  orders: ORDERS_ROUTES,
};

/** The API's routes, registered by server/app.ts in the auth plugin's context (the development aids apart). */
export const ROUTES: readonly RoutePlugin[] = Object.values(BY_DOMAIN).flatMap((parts) => Object.values(parts).flat());
