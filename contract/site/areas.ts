import type { AreaDecl } from '../area';
import { CLASS_CHAT } from './class-chat';
import { WEBSITE } from './website';

/** The site domain's areas, in menu order (contract/areas.ts joins the domains). */
export const SITE_AREAS = {
  website: WEBSITE,
  classChat: CLASS_CHAT,
} as const satisfies Record<string, AreaDecl>;
