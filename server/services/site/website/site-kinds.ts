import { siteBanners, siteDynamics, siteMembers, siteNotices } from '../../../db/schema';
import { toSiteBannerRow, toSiteDynamicRow, toSiteMemberRow, toSiteNoticeRow } from '../../../replication/site/website-rows';

/**
 * The four kinds of website content share one shape of storage (school, sysType, creation time, a few text
 * fields); this describes each so the operations can be written once. `newestFirst` orders notices and dynamics.
 */
export const SITE_KINDS = {
  banner: { table: siteBanners, replicated: 'siteBanners', noun: '轮播图', newestFirst: false, toRow: toSiteBannerRow },
  notice: { table: siteNotices, replicated: 'siteNotices', noun: '公告', newestFirst: true, toRow: toSiteNoticeRow },
  member: { table: siteMembers, replicated: 'siteMembers', noun: '成员', newestFirst: false, toRow: toSiteMemberRow },
  dynamic: { table: siteDynamics, replicated: 'siteDynamics', noun: '动态', newestFirst: true, toRow: toSiteDynamicRow },
} as const;
export type SiteKind = keyof typeof SITE_KINDS;

/** Row shape of a kind, as the replica and the REST list see it. */
export type SiteRowOf<K extends SiteKind> = ReturnType<(typeof SITE_KINDS)[K]['toRow']>;
/** The editable text fields of each kind. */
export interface SiteFieldsOf {
  banner: { photoName: string; photoUrl: string };
  notice: { title: string; content: string };
  member: { name: string; position: string };
  dynamic: { title: string; summary: string; cover: string };
}

/** What the operation log says about a row. */
export const siteRowLabel = (row: Record<string, unknown>): string => String(row.title ?? row.photoName ?? row.name ?? '');
