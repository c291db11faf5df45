import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import { BANNER_REST, DYNAMIC_REST, MEMBER_REST, NOTICE_REST, websiteListQuerySchema } from './website';

/** Reading any committee site's content: a page under 党团工委. */
const WEBSITE_SCOPE_PAGE = '/DGTW';

/**
 * The kinds' schemas share one shape (websiteRestSchemas); the calls are typed by the banner's, as the route file's
 * loop over the kinds is.
 */
type RestSchemas = typeof BANNER_REST;
/** The sync mutations' name prefix: each REST write needs the permission its mutation declares. */
type SiteMutations = 'siteBanner' | 'siteNotice' | 'siteMember' | 'siteDynamic';

/** One kind's calls on /park/party/{path} (SPEC §7, §8): list, add, edit, delete (its id in the body or the query). */
const siteCalls = (path: string, mutations: SiteMutations, schemas: RestSchemas) => {
  const url = `/park/party/${path}`;
  return {
    list: defineCall({ method: 'GET', path: url, permission: WEBSITE_SCOPE_PAGE, input: websiteListQuerySchema }),
    create: defineCall({ method: 'POST', path: url, permission: MUTATION_DECLS[`${mutations}.create`].permission, input: schemas.create }),
    update: defineCall({ method: 'PUT', path: url, permission: MUTATION_DECLS[`${mutations}.update`].permission, input: schemas.update }),
    remove: defineCall({
      method: 'DELETE',
      path: url,
      permission: MUTATION_DECLS[`${mutations}.delete`].permission,
      input: schemas.remove,
    }),
  };
};

/** The HTTP calls of server/routes/site/website.ts, for clients other than the app (which syncs). */
export const websiteCalls = {
  banner: siteCalls('banner', 'siteBanner', BANNER_REST),
  placard: siteCalls('placard', 'siteNotice', NOTICE_REST as unknown as RestSchemas),
  member: siteCalls('member', 'siteMember', MEMBER_REST as unknown as RestSchemas),
  dynamic: siteCalls('dynamic', 'siteDynamic', DYNAMIC_REST as unknown as RestSchemas),
};
