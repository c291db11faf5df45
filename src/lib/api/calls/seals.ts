import {
  type SealKeeperOption,
  type SealUseRecordInput,
  type SealUseRow,
  sealKeeperOptionSchema,
  sealUseRowSchema,
} from '@contract/org/seals';
import { z } from 'zod';
import { request, type RequestOptions } from '../client';

/** 印章管理's online calls (docs/seals.md); seals and requests are written through sync instead. */
export const getSealKeepers = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<SealKeeperOption[]> =>
  request('/park/seal/keepers', { ...options, params: { schoolId }, schema: z.array(sealKeeperOptionSchema) });

/** 通过 a request made in 印章管理: the keepers are told; the replica learns it by pull. */
export const approveSealUse = (schoolId: number, id: string): Promise<SealUseRow> =>
  request('/park/seal/use/approve', { json: { schoolId, id }, schema: sealUseRowSchema });

export const rejectSealUse = (schoolId: number, id: string, reason: string): Promise<SealUseRow> =>
  request('/park/seal/use/reject', { json: { schoolId, id, reason }, schema: sealUseRowSchema });

/** 登记用印: the keeper's record of the stamp. */
export const recordSealUse = (input: SealUseRecordInput): Promise<SealUseRow> =>
  request('/park/seal/use/record', { json: input, schema: sealUseRowSchema });
