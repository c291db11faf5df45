import type { FastifyInstance } from 'fastify';
import { historyInputSchema, menuSearchQuerySchema, shortcutSchoolQuerySchema, ShortcutMsg, shortcutInputSchema, MEMBER } from '@contract';
import { parseInput } from '../lib/parse';
import { addShortcut } from '../services/shortcuts/add-shortcut';
import { listFrequentPages } from '../services/shortcuts/list-frequent-pages';
import { listShortcuts } from '../services/shortcuts/list-shortcuts';
import { recordVisit } from '../services/shortcuts/record-visit';
import { removeShortcut } from '../services/shortcuts/remove-shortcut';
import { searchMenu } from '../services/shortcuts/search-menu';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/** Shortcuts (快捷功能), page usage history and menu search: shell calls of SPEC §7. */
export function shortcutRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/park/index/fast', { permission: MEMBER, input: query(shortcutSchoolQuerySchema), run: listShortcuts });
  route('POST', '/park/index/fast', {
    permission: MEMBER,
    whileExpired: true,
    input: body(shortcutInputSchema),
    run: addShortcut,
    msg: ShortcutMsg.added,
  });
  // DELETE takes the url in a JSON body or in the query string.
  route('DELETE', '/park/index/fast', {
    permission: MEMBER,
    whileExpired: true,
    input: (req) => parseInput(shortcutInputSchema, { ...(req.query as object), ...(req.body as object) }),
    run: removeShortcut,
  });
  route('POST', '/park/index/history', { permission: MEMBER, whileExpired: true, input: body(historyInputSchema), run: recordVisit });
  route('GET', '/park/index/history', { permission: MEMBER, input: query(shortcutSchoolQuerySchema), run: listFrequentPages });
  route('GET', '/park/index/searchMenu', { permission: MEMBER, input: query(menuSearchQuerySchema), run: searchMenu });
}
