import type { DomainServices } from '../area-services';
import { CLASS_CHAT_MUTATORS } from './class-chat/class-chat-mutators';
import { WEBSITE_MUTATORS } from './website/website-mutators';

/** The site domain's mutation services, by area (server/services/mutations.ts joins the domains). */
export const SITE_MUTATIONS = {
  website: WEBSITE_MUTATORS,
  classChat: CLASS_CHAT_MUTATORS,
} as const satisfies DomainServices<'site'>;
