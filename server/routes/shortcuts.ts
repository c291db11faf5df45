import { shortcutCalls } from '@contract/shortcuts-calls';
import type { FastifyInstance } from 'fastify';
import { ShortcutMsg, shortcutInputSchema } from '@contract';
import { parseInput } from '../lib/parse';
import { addShortcut } from '../services/shortcuts/add-shortcut';
import { listFrequentPages } from '../services/shortcuts/list-frequent-pages';
import { listShortcuts } from '../services/shortcuts/list-shortcuts';
import { recordVisit } from '../services/shortcuts/record-visit';
import { removeShortcut } from '../services/shortcuts/remove-shortcut';
import { searchMenu } from '../services/shortcuts/search-menu';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/** Shortcuts (快捷功能), page usage history and menu search: shell calls of SPEC §7. */
export function shortcutRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(shortcutCalls.listShortcuts, { run: listShortcuts });
  route(shortcutCalls.addShortcut, { whileExpired: true, run: addShortcut, msg: ShortcutMsg.added });
  // DELETE takes the url in a JSON body or in the query string.
  route(shortcutCalls.removeShortcut, {
    whileExpired: true,
    input: (req) => parseInput(shortcutInputSchema, { ...(req.query as object), ...(req.body as object) }),
    run: removeShortcut,
  });
  route(shortcutCalls.recordVisit, { whileExpired: true, run: recordVisit });
  route(shortcutCalls.listFrequentPages, { run: listFrequentPages });
  route(shortcutCalls.searchMenu, { run: searchMenu });
}
