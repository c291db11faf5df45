import type { FastifyInstance } from 'fastify';
import { SkinMsg, skinSaveSchema, MEMBER } from '@contract';
import { getSkin } from '../services/skin/get-skin';
import { saveSkin } from '../services/skin/save-skin';
import type { RouteDeps } from './deps';
import { body, serviceRoutes } from './service-route';

/** The user's theme (SPEC §7 skin save). */
export function skinRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  route('GET', '/park/index/skin', { permission: MEMBER, run: getSkin });
  route('POST', '/park/index/skin', {
    permission: MEMBER,
    whileExpired: true,
    input: body(skinSaveSchema),
    run: saveSkin,
    msg: SkinMsg.saved,
  });
}
