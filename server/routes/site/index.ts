import type { DomainServer } from '../deps';
import { classChatRoutes } from './class-chat';
import { noticeRoutes } from './notices';
import { websiteRoutes } from './website';
import { CLASS_CHAT_MUTATORS } from '../../services/site/class-chat/class-chat-mutators';
import { WEBSITE_MUTATORS } from '../../services/site/website/website-mutators';

/**
 * The site domain on the server: each area's routes and mutation services (a contract area or mutation left out is a
 * type error), then the domain's parts that replicate nothing.
 */
export const SITE_SERVER = {
  website: { routes: [websiteRoutes], services: WEBSITE_MUTATORS },
  classChat: { routes: [classChatRoutes], services: CLASS_CHAT_MUTATORS },
  notices: { routes: [noticeRoutes] },
} as const satisfies DomainServer<'site'>;
