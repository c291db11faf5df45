import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BANNER_REST, DYNAMIC_REST, MEMBER_REST, NOTICE_REST, MUTATION_DECLS, WebsiteMsg, websiteListQuerySchema } from '@contract';
import type { z } from 'zod';
import { parseInput } from '../lib/parse';
import type { AuthedContext } from '../services/context';
import { createBanner } from '../services/site/website/create-banner';
import { createDynamic } from '../services/site/website/create-dynamic';
import { createMember } from '../services/site/website/create-member';
import { createNotice } from '../services/site/website/create-notice';
import { deleteBanner } from '../services/site/website/delete-banner';
import { deleteDynamic } from '../services/site/website/delete-dynamic';
import { deleteMember } from '../services/site/website/delete-member';
import { deleteNotice } from '../services/site/website/delete-notice';
import { listBanners } from '../services/site/website/list-banners';
import { listDynamics } from '../services/site/website/list-dynamics';
import { listMembers } from '../services/site/website/list-members';
import { listSiteNotices } from '../services/site/website/list-site-notices';
import type { SiteKind } from '../services/site/website/site-kinds';
import { siteRowSchool } from '../services/site/website/site-rows';
import { updateBanner } from '../services/site/website/update-banner';
import { updateDynamic } from '../services/site/website/update-dynamic';
import { updateMember } from '../services/site/website/update-member';
import { updateNotice } from '../services/site/website/update-notice';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

type Op<I> = (ctx: AuthedContext, input: I) => Promise<unknown>;
interface Resource<S extends typeof BANNER_REST> {
  path: string;
  kind: SiteKind;
  /** The sync mutations' name prefix: each REST write needs the permission its mutation declares. */
  mutations: 'siteBanner' | 'siteNotice' | 'siteMember' | 'siteDynamic';
  schemas: S;
  list: Op<z.infer<typeof websiteListQuerySchema>>;
  create: Op<z.infer<S['create']>>;
  update: Op<z.infer<S['update']>>;
  remove: Op<z.infer<S['remove']>>;
  created: string;
  updated: string;
}

/** SPEC §7 and §8: /park/party/{banner|placard|member|dynamic}, each verb with the message the screens show. */
const RESOURCES = [
  {
    path: 'banner',
    kind: 'banner',
    mutations: 'siteBanner',
    schemas: BANNER_REST,
    list: listBanners,
    create: createBanner,
    update: updateBanner,
    remove: deleteBanner,
    created: WebsiteMsg.bannerSaved,
    updated: WebsiteMsg.bannerSaved,
  },
  {
    path: 'placard',
    kind: 'notice',
    mutations: 'siteNotice',
    schemas: NOTICE_REST,
    list: listSiteNotices,
    create: createNotice,
    update: updateNotice,
    remove: deleteNotice,
    created: WebsiteMsg.published,
    updated: WebsiteMsg.published,
  },
  {
    path: 'member',
    kind: 'member',
    mutations: 'siteMember',
    schemas: MEMBER_REST,
    list: listMembers,
    create: createMember,
    update: updateMember,
    remove: deleteMember,
    created: WebsiteMsg.memberAdded,
    updated: WebsiteMsg.memberUpdated,
  },
  {
    path: 'dynamic',
    kind: 'dynamic',
    mutations: 'siteDynamic',
    schemas: DYNAMIC_REST,
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
/** Reading any committee site's content: a page under 党团工委. */
const WEBSITE_SCOPE_PAGE = '/DGTW';

export function websiteRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  for (const r of RESOURCES) {
    const url = `/park/party/${r.path}`;
    route('GET', url, { permission: WEBSITE_SCOPE_PAGE, input: query(websiteListQuerySchema), run: r.list });
    route('POST', url, {
      permission: MUTATION_DECLS[`${r.mutations}.create`].permission,
      input: body(r.schemas.create),
      run: r.create,
      msg: r.created,
      tx: true,
    });
    // An edit or delete may name only its row: the permission is checked in the row's school too.
    const schoolOf = (ctx: AuthedContext, input: { id: string; schoolId?: number | undefined }) =>
      input.schoolId !== undefined ? Promise.resolve(input.schoolId) : siteRowSchool(ctx, r.kind, input.id);
    route('PUT', url, {
      permission: MUTATION_DECLS[`${r.mutations}.update`].permission,
      schoolOf,
      input: body(r.schemas.update),
      run: r.update,
      msg: r.updated,
      tx: true,
    });
    route('DELETE', url, {
      permission: MUTATION_DECLS[`${r.mutations}.delete`].permission,
      schoolOf,
      input: (req) => parseInput(r.schemas.remove, idSource(req)),
      run: r.remove,
      msg: WebsiteMsg.done,
      tx: true,
    });
  }
}
