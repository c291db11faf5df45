import { type Usage, usageSchema } from '@contract/shortcuts';
import { request, type RequestOptions } from '../client';

/** GET /park/index/history: the pages this user opens most in a school. */
export const getFrequentPages = (schoolId: number, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<Usage[]> =>
  request('/park/index/history', { ...options, params: { schoolId }, schema: usageSchema.array() });
