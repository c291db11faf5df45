import { type TermInfo, termInfoSchema, type TermSave } from '@contract/term';
import { request } from '../client';

/** POST /park/bj/term/save: activates the school year and term (term activation, SPEC §4). */
export const saveTerm = (input: TermSave): Promise<TermInfo> => request('/park/bj/term/save', { json: input, schema: termInfoSchema });
