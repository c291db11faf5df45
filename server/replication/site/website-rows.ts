import type { SiteBannerRow, SiteDynamicRow, SiteMemberRow, SiteNoticeRow } from '@contract';
import type { siteBanners, siteDynamics, siteMembers, siteNotices } from '../../db/schema';

/** Database rows → the replicated (and REST list) shapes of contract/sync/tables.ts. */
export const toSiteBannerRow = (r: typeof siteBanners.$inferSelect): SiteBannerRow => ({
  id: r.id,
  schoolId: r.schoolId,
  sysType: r.sysType,
  photoName: r.photoName,
  photoUrl: r.photoUrl,
  createTime: r.createdAt.toISOString(),
});
export const toSiteNoticeRow = (r: typeof siteNotices.$inferSelect): SiteNoticeRow => ({
  id: r.id,
  schoolId: r.schoolId,
  sysType: r.sysType,
  title: r.title,
  content: r.content,
  createTime: r.createdAt.toISOString(),
});
export const toSiteMemberRow = (r: typeof siteMembers.$inferSelect): SiteMemberRow => ({
  id: r.id,
  schoolId: r.schoolId,
  sysType: r.sysType,
  name: r.name,
  position: r.position,
  createTime: r.createdAt.toISOString(),
});
export const toSiteDynamicRow = (r: typeof siteDynamics.$inferSelect): SiteDynamicRow => ({
  id: r.id,
  schoolId: r.schoolId,
  sysType: r.sysType,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
  releaseTime: r.createdAt.toISOString(),
});
