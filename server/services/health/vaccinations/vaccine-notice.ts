import { and, eq } from 'drizzle-orm';
import { chinaDay } from '@contract/china-time';
import { checkDayIssue, type VaccineNoticeQuery, VaccineMsg } from '@contract/health/vaccinations';
import { missingDoses } from '@contract/health/vaccine-schedule';
import { classes, schools } from '../../../db/schema';
import { vaccineDoses } from '../../../db/schema/health/vaccinations';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';
import { catchUpNoticePdf } from './catch-up-notice-pdf';
import { refuse, vaccinationChild } from './vaccination-child';

/** 补种通知 of one child: the doses missing on the day (today by default); none missing is a 400, not an empty notice. */
export async function vaccineNotice(ctx: AuthedContext, q: VaccineNoticeQuery) {
  assertSchoolInScope(ctx, q.schoolId);
  const child = await vaccinationChild(ctx, q.schoolId, q.studentId);
  const day = q.day ?? chinaDay(ctx.clock.now());
  refuse(checkDayIssue(day, child.birthday, chinaDay(ctx.clock.now())));
  const doses = await ctx.db
    .select({ vaccine: vaccineDoses.vaccine, doseNo: vaccineDoses.doseNo, day: vaccineDoses.day })
    .from(vaccineDoses)
    .where(and(eq(vaccineDoses.schoolId, q.schoolId), eq(vaccineDoses.studentId, q.studentId)));
  const missing = missingDoses(child.birthday, day, doses);
  if (missing.length === 0) throw AppError.badRequest(VaccineMsg.noneMissing);
  const [school] = await ctx.db.select({ name: schools.name }).from(schools).where(eq(schools.id, q.schoolId));
  const [cls] = child.classId ? await ctx.db.select({ name: classes.name }).from(classes).where(eq(classes.id, child.classId)) : [];
  const bytes = await catchUpNoticePdf({
    schoolName: school?.name ?? '',
    childName: child.name,
    className: cls?.name ?? '',
    birthday: child.birthday,
    day,
    missing,
  });
  return { title: `补种通知-${child.name}`, bytes };
}
