import type { ReplicatedTable, RowOf } from '@contract/sync/tables';
import { uuidv7Time, WEBSITE_LIMITS, WebsiteMsg } from '@contract/site/website';
import { MutationError } from '../../errors';
import type { MutatorTx } from '../../mutator-tx';
import { MutationMsg } from '../messages';
import type { AreaMutators } from '../types';

type SiteTable = Extract<ReplicatedTable, 'siteBanners' | 'siteNotices' | 'siteMembers' | 'siteDynamics'>;

async function existing<T extends SiteTable>(tx: MutatorTx, table: T, id: string, schoolId: number): Promise<RowOf<T>> {
  const row = await tx.get(table, id);
  if (!row || row.schoolId !== schoolId) throw new MutationError(MutationMsg.missing);
  return row;
}

/**
 * The client half of the website services: the same rows the server writes. A new row's time is the one its
 * UUIDv7 carries (deterministic, so rebase re-runs give the same row) until the server's own time arrives.
 * Dynamics keep the raw rich text here; the server sanitises it and the screen sanitises what it displays.
 */
export const websiteMutators = {
  async 'siteBanner.create'(tx, a) {
    const site = (await tx.where('siteBanners', 'schoolId', a.schoolId)).filter((b) => b.sysType === a.sysType);
    if (site.length >= WEBSITE_LIMITS.banners) throw new MutationError(WebsiteMsg.bannerLimit);
    await tx.put('siteBanners', { ...a, createTime: uuidv7Time(a.id) });
  },
  async 'siteBanner.update'(tx, a) {
    const row = await existing(tx, 'siteBanners', a.id, a.schoolId);
    await tx.put('siteBanners', { ...row, photoName: a.photoName, photoUrl: a.photoUrl });
  },
  async 'siteBanner.delete'(tx, a) {
    await existing(tx, 'siteBanners', a.id, a.schoolId);
    await tx.delete('siteBanners', a.id);
  },
  async 'siteNotice.create'(tx, a) {
    await tx.put('siteNotices', { ...a, createTime: uuidv7Time(a.id) });
  },
  async 'siteNotice.update'(tx, a) {
    const row = await existing(tx, 'siteNotices', a.id, a.schoolId);
    await tx.put('siteNotices', { ...row, title: a.title, content: a.content });
  },
  async 'siteNotice.delete'(tx, a) {
    await existing(tx, 'siteNotices', a.id, a.schoolId);
    await tx.delete('siteNotices', a.id);
  },
  async 'siteMember.create'(tx, a) {
    await tx.put('siteMembers', { ...a, createTime: uuidv7Time(a.id) });
  },
  async 'siteMember.update'(tx, a) {
    const row = await existing(tx, 'siteMembers', a.id, a.schoolId);
    await tx.put('siteMembers', { ...row, name: a.name, position: a.position });
  },
  async 'siteMember.delete'(tx, a) {
    await existing(tx, 'siteMembers', a.id, a.schoolId);
    await tx.delete('siteMembers', a.id);
  },
  async 'siteDynamic.create'(tx, a) {
    await tx.put('siteDynamics', { ...a, releaseTime: uuidv7Time(a.id) });
  },
  async 'siteDynamic.update'(tx, a) {
    const row = await existing(tx, 'siteDynamics', a.id, a.schoolId);
    await tx.put('siteDynamics', { ...row, title: a.title, summary: a.summary, cover: a.cover });
  },
  async 'siteDynamic.delete'(tx, a) {
    await existing(tx, 'siteDynamics', a.id, a.schoolId);
    await tx.delete('siteDynamics', a.id);
  },
} satisfies AreaMutators<'website'>;
