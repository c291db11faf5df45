import { type EnrolmentRow, enrolmentFormSchema } from '@contract/people/enrolment';
import { z } from 'zod';

/** The dialog's fields as Mantine holds them: radio and select values are strings, an untouched date is null. */
export interface EnrolmentFormValues extends Record<string, unknown> {
  childName: string;
  gender: string;
  birthday: string | null;
  idNumber: string;
  parentName: string;
  parentPhone: string;
  grade: string | null;
  materials: string[];
}

export const enrolmentFormValues = (row: EnrolmentRow | null): EnrolmentFormValues => ({
  childName: row?.childName ?? '',
  gender: row ? String(row.gender) : '',
  birthday: row?.birthday ?? null,
  idNumber: row?.idNumber ?? '',
  parentName: row?.parentName ?? '',
  parentPhone: row?.parentPhone ?? '',
  grade: row ? String(row.grade) : null,
  materials: row?.materials ?? [],
});

/** The contract's rules for an application (the server's and the mutators'), read from the form's values. */
export const enrolmentValuesSchema = z.preprocess((v) => {
  const f = v as EnrolmentFormValues;
  return { ...f, gender: Number(f.gender) || undefined, birthday: f.birthday ?? '', grade: f.grade === null ? undefined : Number(f.grade) };
}, enrolmentFormSchema);
