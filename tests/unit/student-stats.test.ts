import { describe, expect, it } from 'vitest';
import type { ClassRow, StudentRow } from '../../contract';
import { ageOn, studentStats } from '../../src/features/people/students/student-stats';

const cls = (id: string, name: string, grade: number, sort: number) =>
  ({ id, schoolId: 1, name, grade, sort, headTeacher: '' }) as ClassRow;
const kid = (classId: string, gender: 1 | 2, birthday: string, status = 1) =>
  ({ id: `${Math.random()}`, schoolId: 1, classId, name: 'x', gender, birthday, status }) as StudentRow;

describe('信息统计 figures', () => {
  it('counts whole years, the day before a birthday still the younger age', () => {
    expect(ageOn('2021-05-06', '2026-05-05')).toBe(4);
    expect(ageOn('2021-05-06', '2026-05-06')).toBe(5);
    expect(ageOn('2020-02-29', '2026-03-01')).toBe(6);
  });

  it('counts children in school by class (empty ones too), grade, gender and age; the roster by status', () => {
    const classes = [cls('b', '中一班', 1, 2), cls('a', '大一班', 0, 1), cls('c', '小一班', 2, 3)];
    const students = [
      kid('a', 1, '2020-09-01'),
      kid('a', 2, '2020-03-01'),
      kid('b', 2, '2021-09-01'),
      kid('b', 1, '2021-01-01', 2),
      kid('a', 1, '2020-01-01', 3),
    ];
    const s = studentStats(students, classes, '2026-06-01', 1);
    expect(s.enrolled).toBe(3);
    expect(s.byClass).toEqual([
      { label: '大一班', value: 2 },
      { label: '中一班', value: 1 },
      { label: '小一班', value: 0 },
    ]);
    expect(s.byGrade).toEqual([
      { label: '大班', value: 2 },
      { label: '中班', value: 1 },
      { label: '小班', value: 0 },
    ]);
    expect(s.byGender).toEqual([
      { label: '男', value: 1 },
      { label: '女', value: 2 },
    ]);
    expect(s.byAge).toEqual([
      { label: '4岁', value: 1 },
      { label: '5岁', value: 1 },
      { label: '6岁', value: 1 },
    ]);
    expect(s.byStatus).toEqual([
      { label: '在园', value: 3 },
      { label: '离园', value: 1 },
      { label: '毕业', value: 1 },
    ]);
  });
});
