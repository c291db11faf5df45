import { skinCalls } from '@contract/skin-calls';
import type { FastifyInstance } from 'fastify';
import { SkinMsg } from '@contract';
import { getSkin } from '../services/skin/get-skin';
import { saveSkin } from '../services/skin/save-skin';
import type { RouteDeps } from './deps';
import { serviceRoutes } from './service-route';

/** The user's theme (SPEC §7 skin save). */
export function skinRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route(skinCalls.getSkin, { run: getSkin });
  route(skinCalls.saveSkin, { whileExpired: true, run: saveSkin, msg: SkinMsg.saved });
}
