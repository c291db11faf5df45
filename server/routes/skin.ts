import type { FastifyInstance } from 'fastify';
import { ok, SkinMsg, skinSaveSchema } from '@contract';
import { parseInput } from '../lib/parse';
import { getSkin } from '../services/skin/get-skin';
import { saveSkin } from '../services/skin/save-skin';
import type { RouteDeps } from './deps';

/** The user's theme (SPEC §7 skin save). */
export function skinRoutes(app: FastifyInstance, { authed }: RouteDeps): void {
  app.get('/park/index/skin', async (req) => ok(await getSkin(authed(req))));
  app.post('/park/index/skin', async (req) => ok(await saveSkin(authed(req), parseInput(skinSaveSchema, req.body)), SkinMsg.saved));
}
