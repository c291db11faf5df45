import type { CheckupSaveInput } from '@contract/health/health-records';
import type { checkups } from '../../../db/schema/health/health-records';

const tenths = (v: number | null): number | null => (v === null ? null : Math.round(v * 10));

/** A check-up's measured fields as the table keeps them (one-decimal numbers as integers of tenths). */
export const checkupValues = (a: Omit<CheckupSaveInput, 'id' | 'schoolId' | 'studentId'>) =>
  ({
    kind: a.kind,
    date: a.date,
    heightTenths: Math.round(a.heightCm * 10),
    weightTenths: Math.round(a.weightKg * 10),
    headTenths: tenths(a.headCm),
    haemoglobin: a.haemoglobin,
    visionLeftTenths: tenths(a.visionLeft),
    visionRightTenths: tenths(a.visionRight),
    eyeAppraisal: a.eyeAppraisal,
    hearing: a.hearing,
    caries: a.caries,
    conclusion: a.conclusion,
    doctor: a.doctor,
    note: a.note,
  }) satisfies Partial<typeof checkups.$inferInsert>;
