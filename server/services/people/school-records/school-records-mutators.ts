import { createClass } from '../classes/create-class';
import { deleteClass } from '../classes/delete-class';
import { sortClasses } from '../classes/sort-classes';
import { updateClass } from '../classes/update-class';
import { createGuardian } from '../guardians/create-guardian';
import { deleteGuardian } from '../guardians/delete-guardian';
import { updateGuardian } from '../guardians/update-guardian';
import { createStudentException } from '../student-exceptions/create-student-exception';
import { deleteStudentException } from '../student-exceptions/delete-student-exception';
import { createStudent } from '../students/create-student';
import { deleteStudent } from '../students/delete-student';
import { changeStudentsClass, graduateStudents, leaveStudents, returnStudents } from '../students/transition-students';
import { updateStudent } from '../students/update-student';
import type { AreaServices } from '../../area-services';

/** School-records mutation name → the service its REST route runs (listed with its routes in server/routes/<domain>/index.ts). */
export const SCHOOL_RECORDS_MUTATORS = {
  'class.create': createClass,
  'class.update': updateClass,
  'class.delete': deleteClass,
  'class.sort': sortClasses,
  'student.create': createStudent,
  'student.update': updateStudent,
  'student.delete': deleteStudent,
  'student.changeClass': changeStudentsClass,
  'student.leave': leaveStudents,
  'student.graduate': graduateStudents,
  'student.return': returnStudents,
  'guardian.create': createGuardian,
  'guardian.update': updateGuardian,
  'guardian.delete': deleteGuardian,
  'studentException.create': createStudentException,
  'studentException.delete': deleteStudentException,
} as const satisfies AreaServices<'schoolRecords'>;
