import type { AreaServices } from '../../area-services';
import { requestSealUse } from './request-seal-use';
import { revokeSealUse } from './revoke-seal-use';
import { saveSeal } from './save-seal';
import { setSealState } from './set-seal-state';

/** Seals mutation name → the service its REST route runs (listed with its routes in server/routes/<domain>/index.ts). */
export const SEALS_MUTATORS = {
  'seal.save': saveSeal,
  'seal.setState': setSealState,
  'sealUse.request': requestSealUse,
  'sealUse.revoke': revokeSealUse,
} as const satisfies AreaServices<'seals'>;
