import { sealCalls } from '@contract/org/seals-calls';
import { call } from '../call';
import type { SealKeeperOption, SealUseRecordInput, SealUseRow } from '@contract/org/seals';
import type { RequestOptions } from '../client';

/** 印章管理's online calls (docs/seals.md); seals and requests are written through sync instead. */
export const getSealKeepers = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<SealKeeperOption[]> =>
  call(sealCalls.listSealKeepers, { schoolId }, options);

/** 通过 a request made in 印章管理: the keepers are told; the replica learns it by pull. */
export const approveSealUse = (schoolId: number, id: string): Promise<SealUseRow> => call(sealCalls.approveSealUse, { schoolId, id });

export const rejectSealUse = (schoolId: number, id: string, reason: string): Promise<SealUseRow> =>
  call(sealCalls.rejectSealUse, { schoolId, id, reason });

/** 登记用印: the keeper's record of the stamp. */
export const recordSealUse = (input: SealUseRecordInput): Promise<SealUseRow> => call(sealCalls.recordSealUseDone, input);
