import { SUCCESS_MSG } from '@contract/envelope';
import { type MenuItem, menuItemSchema } from '@contract/menu';
import { z } from 'zod';
import { request } from '../client';

/** GET /park/login/menu for the school being switched to: only a 200 answer saying 成功 counts (SPEC §4). */
export const getSchoolMenu = (schoolId: number): Promise<MenuItem[]> =>
  request('/park/login/menu', { params: { schoolId }, schema: z.array(menuItemSchema), expectMessage: SUCCESS_MSG, quiet: true });
