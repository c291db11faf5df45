import { websiteCalls } from '@contract/site/website-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BANNER_REST, WebsiteMsg, type websiteListQuerySchema } from '@contract';
import type { z } from 'zod';
import { parseInput } from '../../lib/parse';
import type { AuthedContext } from '../../services/context';
import { createBanner } from '../../services/site/website/create-banner';
import { createDynamic } from '../../services/site/website/create-dynamic';
import { createMember } from '../../services/site/website/create-member';
import { createNotice } from '../../services/site/website/create-notice';
import { deleteBanner } from '../../services/site/website/delete-banner';
import { deleteDynamic } from '../../services/site/website/delete-dynamic';
import { deleteMember } from '../../services/site/website/delete-member';
import { deleteNotice } from '../../services/site/website/delete-notice';
import { listBanners } from '../../services/site/website/list-banners';
import { listDynamics } from '../../services/site/website/list-dynamics';
import { listMembers } from '../../services/site/website/list-members';
import { listSiteNotices } from '../../services/site/website/list-site-notices';
import type { SiteKind } from '../../services/site/website/site-kinds';
import { siteRowSchool } from '../../services/site/website/site-rows';
import { updateBanner } from '../../services/site/website/update-banner';
import { updateDynamic } from '../../services/site/website/update-dynamic';
import { updateMember } from '../../services/site/website/update-member';
import { updateNotice } from '../../services/site/website/update-notice';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

type Op<I> = (ctx: AuthedContext, input: I) => Promise<unknown>;
interface Resource<S extends typeof BANNER_REST> {
  calls: typeof websiteCalls.banner;
  kind: SiteKind;
  list: Op<z.infer<typeof websiteListQuerySchema>>;
  create: Op<z.infer<S['create']>>;
  update: Op<z.infer<S['update']>>;
  remove: Op<z.infer<S['remove']>>;
  created: string;
  updated: string;
}

/** SPEC §7 and §8: each kind's calls (contract/site/website-calls.ts), each verb with the message the screens show. */
const RESOURCES = [
  {
    calls: websiteCalls.banner,
    kind: 'banner',
    list: listBanners,
    create: createBanner,
    update: updateBanner,
    remove: deleteBanner,
    created: WebsiteMsg.bannerSaved,
    updated: WebsiteMsg.bannerSaved,
  },
  {
    calls: websiteCalls.placard,
    kind: 'notice',
    list: listSiteNotices,
    create: createNotice,
    update: updateNotice,
    remove: deleteNotice,
    created: WebsiteMsg.published,
    updated: WebsiteMsg.published,
  },
  {
    calls: websiteCalls.member,
    kind: 'member',
    list: listMembers,
    create: createMember,
    update: updateMember,
    remove: deleteMember,
    created: WebsiteMsg.memberAdded,
    updated: WebsiteMsg.memberUpdated,
  },
  {
    calls: websiteCalls.dynamic,
    kind: 'dynamic',
    list: listDynamics,
    create: createDynamic,
    update: updateDynamic,
    remove: deleteDynamic,
    created: WebsiteMsg.published,
    updated: WebsiteMsg.published,
  },
] as unknown as Resource<typeof BANNER_REST>[];

/** A delete names its id in the body or the query. */
const idSource = (req: FastifyRequest) => ({ ...(req.query as object), ...((req.body as object | undefined) ?? {}) });

/**
 * Website content for clients other than the app (which syncs): list, add, edit, delete. Every write runs in one
 * transaction through the same service as its sync mutation.
 */
export function websiteRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  for (const r of RESOURCES) {
    route(r.calls.list, { run: r.list });
    route(r.calls.create, {
      run: r.create,
      msg: r.created,
      tx: true,
    });
    // An edit or delete may name only its row: the permission is checked in the row's school too.
    const schoolOf = (ctx: AuthedContext, input: { id: string; schoolId?: number | undefined }) =>
      input.schoolId !== undefined ? Promise.resolve(input.schoolId) : siteRowSchool(ctx, r.kind, input.id);
    route(r.calls.update, {
      schoolOf,
      run: r.update,
      msg: r.updated,
      tx: true,
    });
    route(r.calls.remove, {
      schoolOf,
      input: (req) => parseInput(r.calls.remove.input, idSource(req)),
      run: r.remove,
      msg: WebsiteMsg.done,
      tx: true,
    });
  }
}
