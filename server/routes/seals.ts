import type { FastifyInstance } from 'fastify';
import {
  MUTATION_DECLS,
  MUTATIONS,
  SEAL_APPROVE,
  SEAL_PAGE,
  sealKeepersQuerySchema,
  sealUseApproveSchema,
  sealUseRecordSchema,
  sealUseRejectSchema,
} from '@contract';
import { approveSealUse, rejectSealUse } from '../services/org/seals/decide-seal-use';
import { listSealKeepers } from '../services/org/seals/list-seal-keepers';
import { recordSealUseDone } from '../services/org/seals/record-seal-use';
import { requestSealUse } from '../services/org/seals/request-seal-use';
import { revokeSealUse } from '../services/org/seals/revoke-seal-use';
import { saveSeal } from '../services/org/seals/save-seal';
import { setSealState } from '../services/org/seals/set-seal-state';
import type { RouteDeps } from './deps';
import { body, query, serviceRoutes } from './service-route';

/**
 * 印章管理 (/YWGL/YZGL, docs/seals.md). The app writes seals and requests through the sync mutations (these routes
 * run the same services); approving a direct request and recording a use are online only, here.
 */
export function sealsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const route = serviceRoutes(app, deps);
  const base = '/park/seal';
  const tx = true;
  route('GET', `${base}/keepers`, { permission: SEAL_PAGE, input: query(sealKeepersQuerySchema), run: listSealKeepers });
  route('POST', `${base}/save`, {
    permission: MUTATION_DECLS['seal.save'].permission,
    input: body(MUTATIONS['seal.save']),
    run: saveSeal,
    tx,
  });
  route('POST', `${base}/state`, {
    permission: MUTATION_DECLS['seal.setState'].permission,
    input: body(MUTATIONS['seal.setState']),
    run: setSealState,
    tx,
  });
  route('POST', `${base}/use/apply`, {
    permission: MUTATION_DECLS['sealUse.request'].permission,
    input: body(MUTATIONS['sealUse.request']),
    run: requestSealUse,
    tx,
  });
  route('POST', `${base}/use/revoke`, {
    permission: MUTATION_DECLS['sealUse.revoke'].permission,
    input: body(MUTATIONS['sealUse.revoke']),
    run: revokeSealUse,
    tx,
  });
  route('POST', `${base}/use/approve`, { permission: SEAL_APPROVE, input: body(sealUseApproveSchema), run: approveSealUse, tx });
  route('POST', `${base}/use/reject`, { permission: SEAL_APPROVE, input: body(sealUseRejectSchema), run: rejectSealUse, tx });
  route('POST', `${base}/use/record`, { permission: SEAL_PAGE, input: body(sealUseRecordSchema), run: recordSealUseDone, tx });
}
