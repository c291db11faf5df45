import { and, eq } from 'drizzle-orm';
import { checkRecord, type RowError, STAFF_SHEET, type StaffImportInput, type StaffImportResult, StaffMsg } from '@contract';
import { departments, memberships, positions, staffProfiles, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { importRefusal } from '../../../lib/import-refusal';
import { recordUserOperation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { saveStaffProfile } from './save-staff-profile';

/**
 * 导入 (/park/emp/import): each row is a member's profile, found by 手机号 (the profile's phone, else the account's).
 * Members join through the invitation QR, never through a file: a phone that is no member of the school is a bad
 * row. Every row is checked again with STAFF_SHEET, then against the school (its departments and positions, a
 * member once per file). A dry run answers the bad rows and writes nothing; otherwise one bad row writes nothing,
 * and each good row is the `staffProfile.save` service.
 */
export async function importStaff(ctx: AuthedContext, input: StaffImportInput): Promise<StaffImportResult> {
  assertSchoolInScope(ctx, input.schoolId);
  const members = await ctx.db
    .select({ userId: memberships.userId, mobile: users.mobilePhone, phone: staffProfiles.phone })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(staffProfiles, and(eq(staffProfiles.schoolId, memberships.schoolId), eq(staffProfiles.userId, memberships.userId)))
    .where(eq(memberships.schoolId, input.schoolId));
  const byPhone = new Map<string, number>();
  for (const m of members) {
    byPhone.set(m.mobile, m.userId);
    if (m.phone) byPhone.set(m.phone, m.userId);
  }
  const deptIds = new Set(
    (await ctx.db.select({ id: departments.id }).from(departments).where(eq(departments.schoolId, input.schoolId))).map((d) => d.id),
  );
  const posIds = new Set(
    (await ctx.db.select({ id: positions.id }).from(positions).where(eq(positions.schoolId, input.schoolId))).map((p) => p.id),
  );
  const errors: RowError[] = [];
  const good: { userId: number; value: Record<string, unknown> }[] = [];
  const seen = new Set<number>();
  for (const record of input.rows) {
    const { value, errors: cellErrors } = checkRecord(STAFF_SHEET, record, record.row);
    if (cellErrors.length > 0) {
      errors.push(...cellErrors);
      continue;
    }
    const bad = (column: string, message: string) => errors.push({ row: record.row, column, message });
    const userId = byPhone.get(String(value.phone));
    if (userId === undefined) {
      bad('手机号', StaffMsg.unknownPhone);
      continue;
    }
    if (value.departmentId !== null && !deptIds.has(value.departmentId as number)) {
      bad('部门', StaffMsg.department);
      continue;
    }
    if (value.positionId !== null && !posIds.has(value.positionId as number)) {
      bad('岗位', StaffMsg.position);
      continue;
    }
    if (value.contractStart && value.contractEnd && String(value.contractEnd) < String(value.contractStart)) {
      bad('合同结束日期', StaffMsg.contractOrder);
      continue;
    }
    if (seen.has(userId)) {
      bad('手机号', StaffMsg.twice);
      continue;
    }
    seen.add(userId);
    good.push({ userId, value });
  }
  if (input.dryRun) return { count: good.length, errors };
  if (errors.length > 0) throw AppError.badRequest(importRefusal(errors));
  for (const g of good) {
    const { row: _row, ...fields } = g.value;
    await saveStaffProfile(ctx, {
      ...(fields as Omit<Parameters<typeof saveStaffProfile>[1], 'schoolId' | 'userId'>),
      schoolId: input.schoolId,
      userId: g.userId,
    });
  }
  await recordUserOperation(ctx, input.schoolId, '教职工管理', '导入教职工', `${good.length}名`);
  return { count: good.length, errors: [] };
}
