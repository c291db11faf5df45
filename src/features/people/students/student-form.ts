import { idNumberIssue } from '@contract/id-number';
import type { StudentRow } from '@contract/people/school-records';
import { MUTATIONS } from '@contract/sync/mutations';
import { z } from 'zod';

/**
 * The dialog's fields as Mantine holds them: radios and selects hold strings (null when untouched), dates a
 * string or null, labels a list, check boxes booleans.
 */
export interface StudentFormValues extends Record<string, unknown> {
  name: string;
  gender: string;
  birthday: string | null;
  classId: string | null;
  idType: string;
  idNumber: string;
  household: string | null;
  bloodType: string | null;
  trusteeship: string | null;
  ethnicity: string | null;
  nationality: string | null;
  labels: string[];
  photo: string | null;
  address: string;
  enrolDate: string | null;
  studentNo: string;
  birthplace: string;
  householdAddress: string;
  onlyChild: boolean;
  leftBehind: boolean;
  allergies: string;
  conditions: string;
  healthNotes: string;
}

const str = (v: number | null | undefined): string | null => (v === null || v === undefined ? null : String(v));

export const studentFormValues = (s: StudentRow | null, classId: string | null): StudentFormValues => ({
  name: s?.name ?? '',
  gender: s ? String(s.gender) : '',
  birthday: s?.birthday ?? null,
  classId: s?.classId ?? classId,
  idType: String(s?.idType ?? 0),
  idNumber: s?.idNumber ?? '',
  household: str(s?.household),
  bloodType: str(s?.bloodType),
  trusteeship: str(s?.trusteeship),
  ethnicity: str(s?.ethnicity),
  // A new child is Chinese unless said otherwise.
  nationality: s ? s.nationality || null : '156',
  labels: s?.labels ?? [],
  photo: s?.photo || null,
  address: s?.address ?? '',
  enrolDate: s?.enrolDate ?? null,
  studentNo: s?.studentNo ?? '',
  birthplace: s?.birthplace ?? '',
  householdAddress: s?.householdAddress ?? '',
  onlyChild: s?.onlyChild ?? false,
  leftBehind: s?.leftBehind ?? false,
  allergies: s?.allergies ?? '',
  conditions: s?.conditions ?? '',
  healthNotes: s?.healthNotes ?? '',
});

const num = (v: string | null) => (v === null || v === '' ? null : Number(v));

/**
 * The contract's rules for a child (those the server and the mutators apply), read from the form's values, with
 * the ID number checked against its type and the birthday under the ID field.
 */
export const studentFormSchema = z.preprocess(
  (v) => {
    const f = v as StudentFormValues;
    return {
      ...f,
      gender: Number(f.gender) || undefined,
      birthday: f.birthday ?? '',
      classId: f.classId ?? '',
      idType: Number(f.idType),
      household: num(f.household),
      bloodType: num(f.bloodType),
      trusteeship: num(f.trusteeship),
      ethnicity: num(f.ethnicity),
      nationality: f.nationality ?? '',
      photo: f.photo ?? '',
    };
  },
  MUTATIONS['student.create'].omit({ id: true, schoolId: true }).superRefine((s, ctx) => {
    const issue = idNumberIssue(s.idType, s.idNumber, s.birthday);
    if (issue) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: issue });
  }),
);
