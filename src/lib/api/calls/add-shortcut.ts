import { type Shortcut, shortcutSchema } from '@contract/shortcuts';
import { request } from '../client';

/** POST /park/index/fast (url, userId): star a page. */
export const addShortcut = (input: { url: string; schoolId: number; userId: number }): Promise<Shortcut> =>
  request('/park/index/fast', { json: input, schema: shortcutSchema, quiet: 'unreachable' });
