import { type MenuItem, menuItemSchema } from '@contract/menu';
import { z } from 'zod';
import { request, type RequestOptions } from '../client';

const menuSchema = z.array(menuItemSchema);

/** GET /park/login/menu: the user's menu tree in this school, names already worded for its style. */
export const getMenu = (schoolId: number | null, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<MenuItem[]> =>
  request('/park/login/menu', { ...options, params: { schoolId }, schema: menuSchema });
