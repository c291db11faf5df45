import { request } from '../client';

/** POST /park/index/history: one visit of a page, for the frequently used pages of the workbench. Never toasts. */
export const recordVisit = (input: { url: string; schoolId: number }): Promise<unknown> =>
  request('/park/index/history', { json: input, quiet: true });
