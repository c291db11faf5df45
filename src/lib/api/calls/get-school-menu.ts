import { sessionCalls } from '@contract/session-calls';
import { call } from '../call';
import { SUCCESS_MSG } from '@contract/envelope';
import type { MenuItem } from '@contract/menu';

/** GET /park/login/menu for the school being switched to: only a 200 answer saying 成功 counts (SPEC §4). */
export const getSchoolMenu = (schoolId: number): Promise<MenuItem[]> =>
  call(
    sessionCalls.getMenu,
    { schoolId },
    {
      expectMessage: SUCCESS_MSG,
      quiet: true,
    },
  );
