import { termCalls } from '@contract/term-calls';
import { call } from '../call';
import type { TermInfo, TermSave } from '@contract/term';

/** POST /park/bj/term/save: activates the school year and term (term activation, SPEC §4). */
export const saveTerm = (input: TermSave): Promise<TermInfo> => call(termCalls.saveTerm, input);
