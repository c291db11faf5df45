import { defineCall } from './call';
import { MEMBER } from './permissions';
import {
  schoolYearByDateQuerySchema,
  schoolYearInfoSchema,
  TERM_EDIT_PERMISSION,
  termInfoSchema,
  termQuerySchema,
  termSaveSchema,
} from './term';

/** 学年设置's calls (contract/term.ts). */
export const termCalls = {
  getTermInfo: defineCall({
    method: 'GET',
    path: '/park/bj/term/info',
    permission: MEMBER,
    input: termQuerySchema,
    output: termInfoSchema,
  }),
  saveTerm: defineCall({
    method: 'POST',
    path: '/park/bj/term/save',
    permission: TERM_EDIT_PERMISSION,
    input: termSaveSchema,
    output: termInfoSchema,
  }),
  schoolYearByDate: defineCall({
    method: 'GET',
    path: '/park/bj/term/schoolYearByDate',
    permission: MEMBER,
    input: schoolYearByDateQuerySchema,
    output: schoolYearInfoSchema,
  }),
};
