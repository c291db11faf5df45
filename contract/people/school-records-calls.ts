import { defineCall } from '../call';
import { mutationCall } from '../mutation-call';
import { MUTATION_DECLS } from '../areas';
import { importStudentsInput, importStudentsResultSchema } from './student-sheet';

/** The HTTP calls of server/routes/people/school-records.ts, as the client makes them (contract/call.ts). */
export const schoolRecordsCalls = {
  importStudents: defineCall({
    method: 'POST',
    path: '/park/importStudents',
    permission: MUTATION_DECLS['student.create'].permission,
    input: importStudentsInput,
    output: importStudentsResultSchema,
  }),
};

/** REST paths of the class and student operations; each runs the same service as its sync mutation. */
export const SCHOOL_RECORD_WRITE_CALLS = [
  mutationCall('/park/class/add', 'class.create'),
  mutationCall('/park/class/update', 'class.update'),
  mutationCall('/park/class/delete', 'class.delete'),
  mutationCall('/park/baby/add', 'student.create'),
  mutationCall('/park/baby/update', 'student.update'),
  mutationCall('/park/baby/delete', 'student.delete'),
  mutationCall('/park/baby/changeClass', 'student.changeClass'),
  mutationCall('/park/baby/leave', 'student.leave'),
  mutationCall('/park/baby/graduate', 'student.graduate'),
  mutationCall('/park/baby/back', 'student.return'),
  mutationCall('/park/baby/guardian/add', 'guardian.create'),
  mutationCall('/park/baby/guardian/update', 'guardian.update'),
  mutationCall('/park/baby/guardian/delete', 'guardian.delete'),
  mutationCall('/park/baby/exception/add', 'studentException.create'),
  mutationCall('/park/baby/exception/delete', 'studentException.delete'),
];
