import { Msg } from '@contract/errors';

/** The server's wording for rules the client checks too (one source, so a rejection reads the same). */
export const MutationMsg = {
  missing: Msg.missingRow,
  classHasStudents: Msg.classHasStudents,
} as const;
