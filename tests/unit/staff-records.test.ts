import { describe, expect, it } from 'vitest';
import { MUTATIONS } from '@contract/sync/mutations';
import { ageBand, type StaffProfileRow, staffProfileId, staffStats } from '@contract/people/staff';

const member = (userId: number, extra: Partial<StaffProfileRow>): StaffProfileRow => ({
  id: staffProfileId(101, userId),
  schoolId: 101,
  userId,
  name: `教职工${userId}`,
  gender: 2,
  phone: `1390000000${userId}`,
  idNumber: '',
  birthday: null,
  photo: '',
  departmentId: 1,
  positionId: 1,
  departmentName: '保教部',
  positionName: '教师',
  status: 1,
  joinDate: null,
  contractStart: null,
  contractEnd: null,
  political: null,
  marital: null,
  education: null,
  degree: null,
  teacherCert: null,
  major: '',
  graduatedFrom: '',
  address: '',
  emergencyContact: '',
  emergencyPhone: '',
  remark: '',
  statusDate: null,
  statusReason: '',
  ...extra,
});

describe('staff records contract', () => {
  it('puts an age in its band on the day, birthday or not yet', () => {
    const today = '2026-11-26';
    expect(['2001-11-27', '2001-11-26', '1997-01-01', '1986-11-26', '1977-01-01', '1970-05-05'].map((b) => ageBand(b, today))).toEqual([
      '25岁以下',
      '25-29岁',
      '25-29岁',
      '40-49岁',
      '40-49岁',
      '50岁及以上',
    ]);
    expect(ageBand(null, today)).toBe('未知');
  });

  it('counts every status, and only the serving staff by department, education and age', () => {
    const stats = staffStats(
      [
        member(1, { education: 2, birthday: '1995-03-07' }),
        member(2, { education: 2, departmentName: '后勤部', birthday: '1980-01-01' }),
        member(3, { status: 5, education: 0, departmentName: '财务室' }),
        member(4, { status: 0, departmentName: '' }),
      ],
      '2026-11-26',
    );
    expect(stats.total).toBe(4);
    expect(stats.active).toBe(3);
    expect(stats.byStatus.filter((s) => s.value > 0)).toEqual([
      { label: '试用期', value: 1 },
      { label: '正式', value: 2 },
      { label: '离职', value: 1 },
    ]);
    expect(stats.byDepartment).toEqual([
      { label: '保教部', value: 1 },
      { label: '后勤部', value: 1 },
      { label: '未分配部门', value: 1 },
    ]);
    expect(stats.byEducation.find((e) => e.label === '博士研究生')?.value).toBe(0);
    expect(stats.byEducation.find((e) => e.label === '未填写')?.value).toBe(1);
    expect(stats.byAge.find((a) => a.label === '30-39岁')?.value).toBe(1);
  });

  it('checks the ID number’s check digit and the contract days in the mutation itself', () => {
    const save = MUTATIONS['staffProfile.save'];
    const ok = { schoolId: 101, userId: 2, name: '李晓雯', phone: '13800000002', idNumber: '11010519491231002x' };
    expect(save.safeParse(ok).data?.idNumber).toBe('11010519491231002X');
    expect(save.safeParse({ ...ok, idNumber: '110105194912310021' }).error?.issues[0]?.message).toBe('身份证号码不正确');
    expect(save.safeParse({ ...ok, phone: '23800000002' }).error?.issues[0]?.message).toBe('请输入正确的手机号!');
    expect(save.safeParse({ ...ok, contractStart: '2026-09-01', contractEnd: '2026-08-31' }).error?.issues[0]?.message).toBe(
      '合同结束日期不能早于开始日期',
    );
    expect(MUTATIONS['staffProfile.setStatus'].safeParse({ schoolId: 101, userId: 2, status: 8, date: '2026-11-26' }).success).toBe(false);
  });
});
