import { type RoleEditorCalls, roleCalls } from '@contract/org/roles-calls';
import type { RoleDetail } from '@contract/org/roles';
import { call } from '../call';
import type { RequestOptions } from '../client';

/** GET /park/roles/detail: one position's permissions. */
export const getRoleDetail = (
  schoolId: number,
  positionId: number,
  options: Pick<RequestOptions, 'quiet' | 'signal'> = {},
  calls: RoleEditorCalls = roleCalls,
): Promise<RoleDetail> => call(calls.getRoleDetail, { schoolId, positionId }, options);
