import { defineCall } from '../call';
import { MUTATION_DECLS } from '../areas';
import { importStudentsInput, importStudentsResultSchema } from './student-sheet';

/** The HTTP calls of server/routes/school-records.ts, as the client makes them (contract/call.ts). */
export const schoolRecordsCalls = {
  importStudents: defineCall({
    method: 'POST',
    path: '/park/importStudents',
    permission: MUTATION_DECLS['student.create'].permission,
    input: importStudentsInput,
    output: importStudentsResultSchema,
  }),
};
