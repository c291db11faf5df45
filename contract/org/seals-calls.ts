import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import {
  SEAL_APPROVE,
  SEAL_PAGE,
  sealKeeperOptionSchema,
  sealKeepersQuerySchema,
  sealUseApproveSchema,
  sealUseRecordSchema,
  sealUseRejectSchema,
  sealUseRowSchema,
} from './seals';
import { MUTATIONS } from '../sync/mutations';
import { z } from '../zod-locale';

/** 印章管理's calls (docs/seals.md): the sync mutations' REST names, and the online approval and record. */
export const sealCalls = {
  listSealKeepers: defineCall({
    method: 'GET',
    path: '/park/seal/keepers',
    permission: SEAL_PAGE,
    input: sealKeepersQuerySchema,
    output: z.array(sealKeeperOptionSchema),
  }),
  saveSeal: defineCall({
    method: 'POST',
    path: '/park/seal/save',
    permission: MUTATION_DECLS['seal.save'].permission,
    input: MUTATIONS['seal.save'],
  }),
  setSealState: defineCall({
    method: 'POST',
    path: '/park/seal/state',
    permission: MUTATION_DECLS['seal.setState'].permission,
    input: MUTATIONS['seal.setState'],
  }),
  requestSealUse: defineCall({
    method: 'POST',
    path: '/park/seal/use/apply',
    permission: MUTATION_DECLS['sealUse.request'].permission,
    input: MUTATIONS['sealUse.request'],
  }),
  revokeSealUse: defineCall({
    method: 'POST',
    path: '/park/seal/use/revoke',
    permission: MUTATION_DECLS['sealUse.revoke'].permission,
    input: MUTATIONS['sealUse.revoke'],
  }),
  approveSealUse: defineCall({
    method: 'POST',
    path: '/park/seal/use/approve',
    permission: SEAL_APPROVE,
    input: sealUseApproveSchema,
    output: sealUseRowSchema,
  }),
  rejectSealUse: defineCall({
    method: 'POST',
    path: '/park/seal/use/reject',
    permission: SEAL_APPROVE,
    input: sealUseRejectSchema,
    output: sealUseRowSchema,
  }),
  recordSealUseDone: defineCall({
    method: 'POST',
    path: '/park/seal/use/record',
    permission: SEAL_PAGE,
    input: sealUseRecordSchema,
    output: sealUseRowSchema,
  }),
};
