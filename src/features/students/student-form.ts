import { MUTATIONS, type StudentRow } from '@contract';
import { z } from 'zod';

/** The dialog's fields as Mantine holds them: the radio's value is a string, an untouched date or select is null. */
export interface StudentFormValues extends Record<string, unknown> {
  name: string;
  gender: string;
  birthday: string | null;
  classId: string | null;
}

export const studentFormValues = (student: StudentRow | null, classId: string | null): StudentFormValues => ({
  name: student?.name ?? '',
  gender: student ? String(student.gender) : '',
  birthday: student?.birthday ?? null,
  classId: student?.classId ?? classId,
});

/** The contract's rules for a child (those the server and the mutators apply), read from the form's values. */
export const studentFormSchema = z.preprocess(
  (v) => {
    const f = v as StudentFormValues;
    return { ...f, gender: Number(f.gender) || undefined, birthday: f.birthday ?? '', classId: f.classId ?? '' };
  },
  MUTATIONS['student.create'].omit({ id: true, schoolId: true }),
);
