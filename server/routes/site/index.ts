import type { DomainRoutes } from '../deps';
import { classChatRoutes } from './class-chat';
import { noticeRoutes } from './notices';
import { websiteRoutes } from './website';

/** The site domain's routes: each area's (a contract area left out is a type error), then the domain's others. */
export const SITE_ROUTES = {
  website: [websiteRoutes],
  classChat: [classChatRoutes],
  notices: [noticeRoutes],
} as const satisfies DomainRoutes<'site'>;
