import { describe, expect, it } from 'vitest';
import { CHECKUP_SHEET, childSheetOptions } from '@contract/health/checkup-sheet';
import { decodeWhoTables, type WhoTablesJson } from '@contract/health/growth';
import type { CheckupRow } from '@contract/health/health-records';
import { countChild, emptyStats, latestByChild, STAT_COLUMNS } from '@contract/health/health-stats';
import { HealthRecordMsg } from '@contract/health/health-records';
import { readRow, rowErrorText } from '@contract/xlsx';
import json from '../../contract/health/data/who-growth-lms.json';

const A = '0190a0c0-0000-7000-8000-00000000000a';
const B = '0190a0c0-0000-7000-8000-00000000000b';
const C = '0190a0c0-0000-7000-8000-00000000000c';

describe('the hospital sheet', () => {
  const children = childSheetOptions([
    { id: A, name: '张三', className: '大一班' },
    { id: B, name: '张三', className: '中二班' },
    { id: C, name: '李四', className: '大一班' },
  ]);
  it('names a child by name, with the class when two share it', () => {
    expect(children.map((c) => c.label)).toEqual(['张三（大一班）', '张三（中二班）', '李四']);
  });
  it('reads a row as the form would, and names a bad cell', () => {
    const cells = [
      '张三（中二班）',
      '定期体检',
      '2026/9/15',
      102.5,
      '16.4',
      '',
      '118',
      '4.9',
      '5.0',
      '正常',
      '通过',
      '1',
      '健康',
      '王医生',
    ];
    const { value, errors } = readRow(CHECKUP_SHEET, cells, 2, { children });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({
      studentId: B,
      kind: 2,
      date: '2026-09-15',
      heightCm: 102.5,
      weightKg: 16.4,
      headCm: null,
      visionRight: 5,
      hearing: 1,
    });
    const bad = readRow(CHECKUP_SHEET, ['王五', '定期体检', '2026-09-15', 300, 16], 3, { children });
    expect(bad.errors.map(rowErrorText)).toEqual(['第3行「幼儿」：幼儿不存在', `第3行「身高(cm)」：${HealthRecordMsg.height}`]);
  });
});

describe('the report’s figures', () => {
  const tables = decodeWhoTables(json as WhoTablesJson);
  const checkup = (studentId: string, date: string, extra: Partial<CheckupRow>): CheckupRow => ({
    id: `${studentId}-${date}`,
    schoolId: 1,
    studentId,
    classId: 'k',
    kind: 2,
    date,
    heightCm: 105,
    weightKg: 17,
    headCm: null,
    haemoglobin: null,
    visionLeft: null,
    visionRight: null,
    eyeAppraisal: null,
    hearing: null,
    caries: null,
    conclusion: '',
    doctor: '',
    note: '',
    updatedAt: '',
    updatedByName: '',
    ...extra,
  });
  it('count each child once by the latest check-up; anaemia and caries of those examined', () => {
    const rows = [
      checkup(A, '2026-03-01', { heightCm: 90, haemoglobin: 100 }), // stunted and anaemic then, not at the latest
      checkup(A, '2026-10-01', { haemoglobin: 125, caries: 2 }),
      checkup(B, '2026-10-01', { heightCm: 92, haemoglobin: 105 }), // 4 years old, 92 cm: stunted; anaemic
    ];
    const latest = latestByChild(rows);
    const stats = emptyStats();
    countChild(stats, tables, { id: A, gender: 1, birthday: '2022-03-01' }, latest.get(A));
    countChild(stats, tables, { id: B, gender: 2, birthday: '2022-03-01' }, latest.get(B));
    countChild(stats, tables, { id: C, gender: 2, birthday: '2022-03-01' }, latest.get(C));
    expect(stats).toMatchObject({ children: 3, checked: 2, hbTested: 2, anaemic: 1, teethChecked: 1, caries: 1 });
    expect(stats.flags.stunted).toBe(1);
    const figure = (header: string) => STAT_COLUMNS.find((c) => c.header === header)?.value(stats);
    expect([figure('体检率'), figure('生长迟缓率'), figure('贫血率'), figure('龋齿率'), figure('视力异常率')]).toEqual([
      '66.7%',
      '50%',
      '50%',
      '100%',
      '—',
    ]);
  });
});
