import { createClass } from '../classes/create-class';
import { deleteClass } from '../classes/delete-class';
import { updateClass } from '../classes/update-class';
import { createStudent } from '../students/create-student';
import { deleteStudent } from '../students/delete-student';
import { updateStudent } from '../students/update-student';
import type { AreaServices } from '../area-services';

/** School-records mutation name → the service its REST route runs (server/services/mutations.ts lists the areas). */
export const SCHOOL_RECORDS_MUTATORS = {
  'class.create': createClass,
  'class.update': updateClass,
  'class.delete': deleteClass,
  'student.create': createStudent,
  'student.update': updateStudent,
  'student.delete': deleteStudent,
} as const satisfies AreaServices<'schoolRecords'>;
