import { describe, expect, it } from 'vitest';
import { childStatuses, vaccSummary } from '@contract/health/vaccination-stats';
import { doseDayIssue, doseNoIssue, VaccineMsg } from '@contract/health/vaccinations';
import { ageInMonths, type DoseFact, missingDoses, VACCINES } from '@contract/health/vaccine-schedule';

const BIRTH = '2022-03-15';
const keys = (birthday: string, day: string, doses: DoseFact[] = []) =>
  missingDoses(birthday, day, doses).map((m) => `${m.vaccine}#${m.doseNo}`);

/** Every programme dose due by `months` of the preferred series, given on its recommended day. */
function onTime(upToMonths: number, skip: string[] = [], prefer: Record<string, string> = {}): DoseFact[] {
  const out: DoseFact[] = [];
  for (const v of VACCINES) {
    if ('optional' in v) continue;
    const alt = prefer[v.group];
    if (alt ? alt !== v.code : v.group === 'JE' || v.group === 'HepA' ? !('preferred' in v) : false) continue;
    v.doseMonths.forEach((m, i) => {
      const key = `${v.code}#${i + 1}`;
      if (m <= upToMonths && !skip.includes(key)) out.push({ vaccine: v.code, doseNo: i + 1, day: BIRTH });
    });
  }
  return out;
}

describe('the 2021 schedule: missing doses by age (a dose is missing a full month after its recommended age)', () => {
  it('counts completed months of age by the calendar', () => {
    expect(ageInMonths('2022-03-15', '2022-04-14')).toBe(0);
    expect(ageInMonths('2022-03-15', '2022-04-15')).toBe(1);
    expect(ageInMonths('2022-01-31', '2022-02-28')).toBe(0);
    expect(ageInMonths('2022-03-15', '2026-03-15')).toBe(48);
  });

  it('at birth nothing is missing yet; at one month the birth doses are', () => {
    expect(keys(BIRTH, BIRTH)).toEqual([]);
    expect(keys(BIRTH, '2022-04-15')).toEqual(['HepB#1', 'BCG#1']);
    expect(keys(BIRTH, '2022-04-15', onTime(0))).toEqual([]);
  });

  it('at 18 months: the infant series, not yet the 18-month doses', () => {
    const none = keys(BIRTH, '2023-09-15');
    expect(none).toEqual([
      'HepB#1',
      'HepB#2',
      'HepB#3',
      'BCG#1',
      'IPV#1',
      'IPV#2',
      'bOPV#1',
      'DTaP#1',
      'DTaP#2',
      'DTaP#3',
      'MMR#1',
      'JE-L#1',
      'MPSV-A#1',
      'MPSV-A#2',
    ]);
    expect(keys(BIRTH, '2023-09-15', onTime(9))).toEqual([]);
    // A month later the 18-month doses are due: 百白破 4, 麻腮风 2, 甲肝.
    expect(keys(BIRTH, '2023-10-15', onTime(9))).toEqual(['DTaP#4', 'MMR#2', 'HepA-L#1']);
  });

  it('at 4 years: 乙脑 2 and 流脑 AC 1 missing, the 4-year 脊灰 not yet', () => {
    const doses = onTime(48, ['JE-L#2', 'MPSV-AC#1', 'bOPV#2']);
    expect(keys(BIRTH, '2026-03-15', doses)).toEqual(['JE-L#2', 'MPSV-AC#1']);
    expect(keys(BIRTH, '2026-04-15', doses)).toEqual(['bOPV#2', 'JE-L#2', 'MPSV-AC#1']);
  });

  it('at 6 years: the 6-year doses a month later (白破, 流脑 AC 2)', () => {
    const doses = onTime(71);
    expect(keys(BIRTH, '2028-03-15', doses)).toEqual([]);
    expect(keys(BIRTH, '2028-04-15', doses)).toEqual(['DT#1', 'MPSV-AC#2']);
  });

  it('a dose given after the day asked does not count for that day', () => {
    const late = [...onTime(0, ['HepB#1']), { vaccine: 'HepB', doseNo: 1, day: '2022-05-01' }];
    expect(keys(BIRTH, '2022-04-15', late)).toEqual(['HepB#1']);
    expect(keys(BIRTH, '2022-05-15', late)).toEqual(['HepB#2']);
  });

  it('the inactivated 乙脑 series (4 doses) and 甲肝 series (2 doses) once the child follows them', () => {
    const inactivated = onTime(24, [], { JE: 'JE-I', HepA: 'HepA-I' });
    expect(keys(BIRTH, '2024-04-15', inactivated)).toEqual([]);
    // 乙脑灭活 dose 4 at 6 years; nothing asked of 乙脑减毒 or 甲肝减毒.
    expect(keys(BIRTH, '2028-04-15', inactivated).filter((k) => k.startsWith('JE') || k.startsWith('HepA'))).toEqual(['JE-I#4']);
    // One inactivated 甲肝 dose: the second is missing, never 甲肝减毒.
    const oneHepA = onTime(18, [], { HepA: 'HepA-I' });
    expect(keys(BIRTH, '2024-04-15', oneHepA).filter((k) => k.startsWith('HepA'))).toEqual(['HepA-I#2']);
  });

  it('optional vaccines are never missing, and never count for a programme dose', () => {
    const doses = [...onTime(9), { vaccine: 'Flu', doseNo: 1, day: '2023-10-01' }, { vaccine: 'EV71', doseNo: 1, day: '2023-01-01' }];
    expect(keys(BIRTH, '2023-09-15', doses)).toEqual([]);
    expect(
      keys(BIRTH, '2028-04-15', onTime(80)).some((k) => ['Flu', 'VarV', 'EV71', 'PCV', 'Hib', 'RV'].includes(k.split('#')[0] ?? '')),
    ).toBe(false);
  });

  it('refuses a dose beyond the series, a future day and a day before birth', () => {
    expect(doseNoIssue('HepA-L', 2)).toBe(VaccineMsg.doseBeyond('甲肝减毒活疫苗', 1));
    expect(doseNoIssue('JE-I', 4)).toBeNull();
    expect(doseNoIssue('Nope', 1)).toBe(VaccineMsg.vaccine);
    expect(doseDayIssue('2026-12-01', BIRTH, '2026-11-29')).toBe(VaccineMsg.future);
    expect(doseDayIssue('2022-03-14', BIRTH, '2026-11-29')).toBe(VaccineMsg.beforeBirth);
    expect(doseDayIssue(BIRTH, BIRTH, '2026-11-29')).toBeNull();
  });
});

describe('入托查验 figures', () => {
  const kid = (id: string) => ({ id, name: id, classId: 'c', birthday: BIRTH });
  const dosesOf = (studentId: string, doses: DoseFact[]) => doses.map((d) => ({ ...d, studentId }));

  it('查验率, 补种率 and per-vaccine coverage', () => {
    const complete = dosesOf('a', onTime(48));
    const missingJe = dosesOf('b', onTime(48, ['JE-L#2']));
    // c missed 乙脑 2 at the check and caught up after it (补种).
    const caught = dosesOf('c', [...onTime(48, ['JE-L#2']), { vaccine: 'JE-L', doseNo: 2, day: '2026-04-20' }]);
    const checks = [
      { studentId: 'a', day: '2026-04-01' },
      { studentId: 'b', day: '2026-04-01' },
      { studentId: 'c', day: '2026-04-01' },
    ];
    const statuses = childStatuses([kid('a'), kid('b'), kid('c'), kid('d')], [...complete, ...missingJe, ...caught], checks, '2026-05-01');
    expect(statuses.map((s) => [s.child.id, s.missing.length, s.needed, s.caughtUp])).toEqual([
      ['a', 0, false, false],
      ['b', 1, true, false],
      ['c', 0, true, true],
      ['d', 20, false, false],
    ]);
    const sum = vaccSummary(statuses);
    expect([sum.children, sum.checked, sum.needed, sum.caughtUp, sum.missingChildren]).toEqual([4, 3, 2, 1, 1]);
    expect(sum.notEntered).toBe(1);
    // Coverage is over the children checked (a, b, c): b still lacks 乙脑 2.
    expect(sum.coverage.find((c) => c.group === 'JE')).toMatchObject({ complete: 2, children: 3 });
    expect(sum.coverage.find((c) => c.group === 'HepB')).toMatchObject({ complete: 3, children: 3 });
  });
});
