import { eq } from 'drizzle-orm';
import type { SchoolInfo } from '@contract';
import type { Db } from '../../../db/client';
import { schoolProfiles, schools } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { AuthedContext } from '../../context';
import { orgSchool } from './org-school';

export async function readSchoolInfo(db: Db, schoolId: number): Promise<SchoolInfo> {
  const [row] = await db
    .select({ school: schools, profile: schoolProfiles })
    .from(schools)
    .leftJoin(schoolProfiles, eq(schoolProfiles.schoolId, schools.id))
    .where(eq(schools.id, schoolId));
  if (!row) throw AppError.notFound();
  const p = row.profile;
  return {
    schoolId,
    schoolStyle: row.school.style,
    schoolName: row.school.name,
    address: p?.address ?? '',
    logo: p?.logo ?? '',
    contactName: p?.contactName ?? '',
    contactPhone: p?.contactPhone ?? '',
    kindergartenType: p?.kindergartenType ?? null,
    level: p?.level ?? null,
    residence: p?.residence ?? null,
    foundedOn: p?.foundedOn ?? '',
    area: p?.area ?? null,
    classCount: p?.classCount ?? null,
    capacity: p?.capacity ?? null,
    intro: p?.intro ?? '',
  };
}

/** GET /park/school/info: 我的园所. */
export async function getSchoolInfo(ctx: AuthedContext, input: { schoolId?: number | undefined }): Promise<SchoolInfo> {
  return readSchoolInfo(ctx.db, orgSchool(ctx, input));
}
