import { type BusCompanyRow, busCompanyId, companyIssue, type MutationArgs } from '@contract';
import { busCompanies } from '../../../db/schema';
import { recordChanges } from '../../../replication/change-log';
import { toBusCompanyRow } from '../../../replication/bus/fleet-rows';
import type { AuthedContext } from '../../context';
import { recordMutation } from '../../operation-log/record-operation';
import { assertSchoolInScope } from '../../school-scope';
import { refuse } from './bus-rows';

/** POST /api/companyInfo: the school's one operating company, written whole (its id is the school's). */
export async function saveBusCompany(ctx: AuthedContext, args: MutationArgs<'busCompany.save'>): Promise<BusCompanyRow> {
  assertSchoolInScope(ctx, args.schoolId);
  refuse(companyIssue(args));
  const next = { ...args, id: busCompanyId(args.schoolId) };
  const { id: _id, schoolId: _school, ...fields } = next;
  const [row] = await ctx.db.insert(busCompanies).values(next).onConflictDoUpdate({ target: busCompanies.id, set: fields }).returning();
  if (!row) throw new Error('company upsert returned nothing');
  const out = toBusCompanyRow(row);
  await recordChanges(ctx.db, args.schoolId, [{ table: 'busCompanies', op: 'put', row: out }]);
  await recordMutation(ctx, args.schoolId, 'busCompany.save', row.name);
  return out;
}
