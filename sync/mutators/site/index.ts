import type { DomainMutators } from '../types';
import { classChatMutators } from './class-chat';
import { websiteMutators } from './website';

/** The site domain's client mutators, by area (sync/mutators/index.ts joins the domains). */
export const SITE_MUTATORS = {
  website: websiteMutators,
  classChat: classChatMutators,
} satisfies DomainMutators<'site'>;
