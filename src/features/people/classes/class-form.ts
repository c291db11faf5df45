import type { ClassRow } from '@contract/people/school-records';
import { MUTATIONS } from '@contract/sync/mutations';
import { z } from 'zod';

/** The dialog's fields as Mantine holds them: selects hold strings, an untouched one is null. */
export interface ClassFormValues extends Record<string, unknown> {
  name: string;
  grade: string | null;
  headTeacherId: string | null;
  assistantIds: string[];
}

export const classFormValues = (cls: ClassRow | null): ClassFormValues => ({
  name: cls?.name ?? '',
  grade: cls ? String(cls.grade) : null,
  headTeacherId: cls?.headTeacherId ? String(cls.headTeacherId) : null,
  assistantIds: (cls?.assistants ?? []).map((a) => String(a.id)),
});

/** Names of the members a class's teachers may be: the staff list, and (offline) the names the class already has. */
export function knownTeachers(staff: readonly { id: number; name: string }[], cls: ClassRow | null): Map<number, string> {
  const names = new Map<number, string>();
  if (cls?.headTeacherId) names.set(cls.headTeacherId, cls.headTeacher);
  for (const a of cls?.assistants ?? []) names.set(a.id, a.name);
  for (const s of staff) names.set(s.id, s.name);
  return names;
}

/**
 * The contract's rules for a class, read from the form's values: ids become numbers and take their names (the
 * server stores the members' own names; these serve the replica until it syncs).
 */
export const classFormSchema = (names: ReadonlyMap<number, string>) =>
  z.preprocess(
    (v) => {
      const f = v as ClassFormValues;
      const head = f.headTeacherId ? Number(f.headTeacherId) : null;
      return {
        name: f.name,
        grade: f.grade === null ? undefined : Number(f.grade),
        headTeacherId: head,
        headTeacher: head ? (names.get(head) ?? '') : '',
        assistants: f.assistantIds.map((id) => ({ id: Number(id), name: names.get(Number(id)) ?? '' })),
      };
    },
    MUTATIONS['class.create'].omit({ id: true, schoolId: true }),
  );
