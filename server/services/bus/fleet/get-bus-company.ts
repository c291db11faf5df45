import { eq } from 'drizzle-orm';
import { type BusCompanyRow, COMPANY_TYPE_LIST, COMPANY_TYPES, type CompanyType } from '@contract';
import { busCompanies } from '../../../db/schema';
import { toBusCompanyRow } from '../../../replication/bus/fleet-rows';
import type { AuthedContext } from '../../context';
import { assertSchoolInScope } from '../../school-scope';

async function schoolCompany(ctx: AuthedContext, schoolId: number): Promise<BusCompanyRow | null> {
  assertSchoolInScope(ctx, schoolId);
  const [row] = await ctx.db.select().from(busCompanies).where(eq(busCompanies.schoolId, schoolId));
  return row ? toBusCompanyRow(row) : null;
}

/** GET /api/companyInfo: the school's companies as a list (one at most: the SPEC's list call). */
export async function listBusCompanies(ctx: AuthedContext, input: { schoolId: number }): Promise<BusCompanyRow[]> {
  const company = await schoolCompany(ctx, input.schoolId);
  return company ? [company] : [];
}

/** companyInfoOne: the school's company, or null before it is filled in. */
export const getBusCompany = (ctx: AuthedContext, input: { schoolId: number }) => schoolCompany(ctx, input.schoolId);

/** companyTypeInfo: how the school's buses are run, or null before the company is filled in. */
export async function getBusCompanyType(ctx: AuthedContext, input: { schoolId: number }) {
  const company = await schoolCompany(ctx, input.schoolId);
  return company ? { value: company.type, label: COMPANY_TYPES[company.type as CompanyType] ?? '' } : null;
}

/** getCompanyTypeInfoAll: every way a school's buses may be run. */
export const listCompanyTypes = async () => COMPANY_TYPE_LIST;
