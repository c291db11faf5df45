import { describe, expect, it } from 'vitest';
import {
  ageInDays,
  anaemiaThreshold,
  decodeWhoTables,
  growthFlags,
  growthScores,
  lmsZ,
  restrictedZ,
  visionAbnormal,
  type WhoTablesJson,
  whoRow,
} from '@contract/health/growth';
import { checkupSaveSchema, HealthRecordMsg } from '@contract/health/health-records';
import json from '../../contract/health/data/who-growth-lms.json';

/**
 * The z-scores against values worked out by hand from the WHO tables' printed L, M and S (the row named in each
 * case; z = ((X/M)^L − 1)/(L·S), and beyond ±3 WHO's SD23 rule).
 */
const tables = decodeWhoTables(json as WhoTablesJson);
const close = (got: number | null, want: number) => expect(got).toBeCloseTo(want, 2);

describe('the WHO rows the committed tables give', () => {
  it('match the published L, M, S at the tables’ edges', () => {
    expect(whoRow(tables, 'wfa', 1, 0)).toEqual({ L: 0.3487, M: 3.3464, S: 0.14602 }); // wfa boys, day 0
    expect(whoRow(tables, 'hfa', 2, 1856)).toEqual({ L: 1, M: 109.9352, S: 0.04358 }); // lhfa girls, day 1856
    expect(whoRow(tables, 'hfa', 1, 1857)).toEqual({ L: 1, M: 110.2647, S: 0.04164 }); // hfa boys 2007, 61 months
    expect(whoRow(tables, 'bfa', 2, 6940)).toEqual({ L: -0.7496, M: 21.4269, S: 0.14441 }); // bfa girls 2007, 228 months
    expect(whoRow(tables, 'wfh', 1, 200, 45)).toEqual({ L: -0.3521, M: 2.441, S: 0.09182 }); // wfl boys, 45.0 cm
    expect(whoRow(tables, 'wfh', 2, 1000, 100)).toEqual({ L: -0.3833, M: 15.2246, S: 0.09088 }); // wfh girls, 100.0 cm
  });
  it('have no row past their ends', () => {
    expect(whoRow(tables, 'hfa', 1, ageInDays('2000-01-01', '2019-06-01'))).toBeNull(); // past 228 months
    expect(whoRow(tables, 'wfa', 2, ageInDays('2014-01-01', '2025-03-01'))).toBeNull(); // weight-for-age stops at ten
    expect(whoRow(tables, 'wfh', 1, 1000, 64.9)).toBeNull(); // weight-for-height starts at 65 cm
    expect(whoRow(tables, 'wfh', 1, 1900, 110)).toBeNull(); // and ends at five
    expect(whoRow(tables, 'hfa', 1, -1)).toBeNull();
  });
});

describe('z-scores', () => {
  it('boys and girls under five, by day', () => {
    close(lmsZ(4.0, { L: 0.3487, M: 3.3464, S: 0.14602 }), 1.2606);
    // A girl of 1856 days (the last row of WHO 2006), 104.3 cm.
    const girl = growthScores(tables, { sex: 2, birthday: '2021-03-01', date: '2026-03-31', heightCm: 104.3, weightKg: 17 });
    expect(girl.days).toBe(1856);
    close(girl.haz, -1.1762);
  });
  it('over five by month (WHO 2007)', () => {
    // 61 months: hfa boys L 1, M 110.2647, S 0.04164 → (100/110.2647 − 1)/0.04164.
    const boy = growthScores(tables, { sex: 1, birthday: '2020-01-01', date: '2025-02-05', heightCm: 100, weightKg: 16 });
    expect(boy.days).toBe(1862);
    close(boy.haz, -2.2356);
    expect(boy.whz).toBeNull(); // weight-for-height is for under fives
    // A girl of 228 months, BMI 30: bfa girls L −0.7496, M 21.4269, S 0.14441.
    close(restrictedZ(30, { L: -0.7496, M: 21.4269, S: 0.14441 }), 2.0598);
  });
  it('the age in days at the check-up picks the row (a leap year counted)', () => {
    expect(ageInDays('2022-02-28', '2026-02-28')).toBe(1461);
    expect(ageInDays('2022-02-28', '2026-02-27')).toBe(1460);
    // hfa boys: day 1461 M 103.3273, day 1460 M 103.3088 (S 0.04059 both).
    close(growthScores(tables, { sex: 1, birthday: '2022-02-28', date: '2026-02-28', heightCm: 96, weightKg: 15 }).haz, -1.7471);
    close(growthScores(tables, { sex: 1, birthday: '2022-02-28', date: '2026-02-27', heightCm: 96, weightKg: 15 }).haz, -1.743);
  });
  it('beyond ±3 SD, weight is measured in SD23 steps (WHO’s restricted application)', () => {
    // wfa boys day 1461: L −0.1131, M 16.3489, S 0.12759; 30 kg is z 4.598 by LMS, 4.942 by the rule.
    const lms = { L: -0.1131, M: 16.3489, S: 0.12759 };
    close(lmsZ(30, lms), 4.5981);
    close(restrictedZ(30, lms), 4.942);
    // wfa girls day 1200: L −0.3249, M 14.4936, S 0.13167; 9 kg is −3.914 by LMS, −3.788 by the rule.
    close(restrictedZ(9, { L: -0.3249, M: 14.4936, S: 0.13167 }), -3.7879);
    const heavy = growthScores(tables, { sex: 1, birthday: '2022-02-28', date: '2026-02-28', heightCm: 103, weightKg: 30 });
    close(heavy.waz, 4.942);
    // Height is never restricted: z stays the plain LMS value.
    close(
      growthScores(tables, { sex: 1, birthday: '2022-02-28', date: '2026-02-28', heightCm: 80, weightKg: 15 }).haz,
      (80 / 103.3273 - 1) / 0.04059,
    );
  });
  it('weight-for-length under two, weight-for-height from two', () => {
    close(growthScores(tables, { sex: 1, birthday: '2026-01-01', date: '2026-01-20', heightCm: 45, weightKg: 2 }).whz, -2.2481);
    close(growthScores(tables, { sex: 2, birthday: '2023-01-01', date: '2025-09-28', heightCm: 100, weightKg: 20 }).whz, 2.8503);
  });
});

describe('classification', () => {
  const flags = (haz: number | null, waz: number | null, whz: number | null, baz: number | null, days: number) =>
    growthFlags({ days, haz, waz, whz, baz, bmi: null });
  it('under five by weight-for-height, from five by BMI', () => {
    expect(flags(-2.1, -2.2, -2.5, 0, 1500)).toEqual(['stunted', 'underweight', 'wasted']);
    expect(flags(0, 0, 2.5, 0, 1500)).toEqual(['overweight']);
    expect(flags(0, 0, 3.2, 0, 1500)).toEqual(['obese']);
    expect(flags(0, 0, 0, 1.5, 1900)).toEqual(['overweight']);
    expect(flags(0, 0, 0, 2.2, 1900)).toEqual(['obese']);
    expect(flags(-1.99, 0, 2, 0, 1500)).toEqual([]);
  });
  it('anaemia below the WHO haemoglobin cut-off for the age', () => {
    expect(anaemiaThreshold(100)).toBeNull();
    expect(anaemiaThreshold(1500)).toBe(110);
    expect(anaemiaThreshold(2200)).toBe(115);
  });
  it('vision below the age’s expected line, or the eyes two lines apart', () => {
    expect(visionAbnormal(1200, 4.7, 4.7)).toBe(false); // three
    expect(visionAbnormal(1500, 4.7, 4.8)).toBe(true); // four: 4.8 expected
    expect(visionAbnormal(1900, 5.1, 4.9)).toBe(true); // two lines apart
    expect(visionAbnormal(1900, 5.0, 4.9)).toBe(false);
  });
});

describe('a check-up’s input', () => {
  const base = {
    id: '0190a0c0-0000-7000-8000-000000000001',
    schoolId: 101,
    studentId: '0190a0c0-0000-7000-8000-000000000002',
    kind: 2,
    date: '2026-09-01',
    weightKg: 16,
  };
  const message = (v: object) => checkupSaveSchema.safeParse({ ...base, ...v }).error?.issues[0]?.message;
  it('refuses a height of 0 or 300 cm and a day to come, in Chinese', () => {
    expect(message({ heightCm: 0 })).toBe(HealthRecordMsg.height);
    expect(message({ heightCm: 300 })).toBe(HealthRecordMsg.height);
    expect(message({ heightCm: 100, date: '2999-01-01' })).toBe(HealthRecordMsg.future);
    expect(message({ heightCm: 100.25 })).toBe(HealthRecordMsg.height);
    expect(message({ heightCm: 100.5 })).toBeUndefined();
  });
});
