import type { FastifyInstance } from 'fastify';
import { historyInputSchema, menuSearchQuerySchema, ok, shortcutSchoolQuerySchema, ShortcutMsg, shortcutInputSchema } from '@contract';
import { parseInput, parseQuery } from '../lib/parse';
import { addShortcut } from '../services/shortcuts/add-shortcut';
import { listFrequentPages } from '../services/shortcuts/list-frequent-pages';
import { listShortcuts } from '../services/shortcuts/list-shortcuts';
import { recordVisit } from '../services/shortcuts/record-visit';
import { removeShortcut } from '../services/shortcuts/remove-shortcut';
import { searchMenu } from '../services/shortcuts/search-menu';
import type { RouteDeps } from './deps';

/** Shortcuts (快捷功能), page usage history and menu search: shell calls of SPEC §7. */
export function shortcutRoutes(app: FastifyInstance, { authed }: RouteDeps): void {
  app.get('/park/index/fast', async (req) => ok(await listShortcuts(authed(req), parseQuery(shortcutSchoolQuerySchema, req.query))));
  app.post('/park/index/fast', async (req) =>
    ok(await addShortcut(authed(req), parseInput(shortcutInputSchema, req.body)), ShortcutMsg.added),
  );
  // DELETE takes the url in a JSON body or in the query string.
  app.delete('/park/index/fast', async (req) =>
    ok(await removeShortcut(authed(req), parseInput(shortcutInputSchema, { ...(req.query as object), ...(req.body as object) }))),
  );
  app.post('/park/index/history', async (req) => ok(await recordVisit(authed(req), parseInput(historyInputSchema, req.body))));
  app.get('/park/index/history', async (req) => ok(await listFrequentPages(authed(req), parseQuery(shortcutSchoolQuerySchema, req.query))));
  app.get('/park/index/searchMenu', async (req) => ok(await searchMenu(authed(req), parseQuery(menuSearchQuerySchema, req.query))));
}
