import { sealCalls } from '@contract/org/seals-calls';
import type { FastifyInstance } from 'fastify';
import { approveSealUse, rejectSealUse } from '../../services/org/seals/decide-seal-use';
import { listSealKeepers } from '../../services/org/seals/list-seal-keepers';
import { recordSealUseDone } from '../../services/org/seals/record-seal-use';
import { requestSealUse } from '../../services/org/seals/request-seal-use';
import { revokeSealUse } from '../../services/org/seals/revoke-seal-use';
import { saveSeal } from '../../services/org/seals/save-seal';
import { setSealState } from '../../services/org/seals/set-seal-state';
import type { RouteDeps } from '../deps';
import { serviceRoutes } from '../service-route';

/**
 * 印章管理 (/YWGL/YZGL, docs/seals.md). The app writes seals and requests through the sync mutations (these routes
 * run the same services); approving a direct request and recording a use are online only, here.
 */
export function sealsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const tx = true;
  route(sealCalls.listSealKeepers, { run: listSealKeepers });
  route(sealCalls.saveSeal, { run: saveSeal, tx });
  route(sealCalls.setSealState, { run: setSealState, tx });
  route(sealCalls.requestSealUse, { run: requestSealUse, tx });
  route(sealCalls.revokeSealUse, { run: revokeSealUse, tx });
  route(sealCalls.approveSealUse, { run: approveSealUse, tx });
  route(sealCalls.rejectSealUse, { run: rejectSealUse, tx });
  route(sealCalls.recordSealUseDone, { run: recordSealUseDone, tx });
}
