import type { AreaServices } from '../../area-services';
import { createBanner } from './create-banner';
import { createDynamic } from './create-dynamic';
import { createMember } from './create-member';
import { createNotice } from './create-notice';
import { deleteBanner } from './delete-banner';
import { deleteDynamic } from './delete-dynamic';
import { deleteMember } from './delete-member';
import { deleteNotice } from './delete-notice';
import { updateBanner } from './update-banner';
import { updateDynamic } from './update-dynamic';
import { updateMember } from './update-member';
import { updateNotice } from './update-notice';

/** Website mutation name → the service its REST route runs (listed with its routes in server/routes/<domain>/index.ts). */
export const WEBSITE_MUTATORS = {
  'siteBanner.create': createBanner,
  'siteBanner.update': updateBanner,
  'siteBanner.delete': deleteBanner,
  'siteNotice.create': createNotice,
  'siteNotice.update': updateNotice,
  'siteNotice.delete': deleteNotice,
  'siteMember.create': createMember,
  'siteMember.update': updateMember,
  'siteMember.delete': deleteMember,
  'siteDynamic.create': createDynamic,
  'siteDynamic.update': updateDynamic,
  'siteDynamic.delete': deleteDynamic,
} as const satisfies AreaServices<'website'>;
