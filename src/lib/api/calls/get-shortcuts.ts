import { type Shortcut, shortcutSchema } from '@contract/shortcuts';
import { request, type RequestOptions } from '../client';

/** GET /park/index/fast: the user's shortcuts (快捷功能) in a school. */
export const getShortcuts = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<Shortcut[]> =>
  request('/park/index/fast', { ...options, params: { schoolId }, schema: shortcutSchema.array() });
