import { eq } from 'drizzle-orm';
import { classes, students, syncClients, syncRejections } from '../../../server/db/schema';
import { toClassRow, toStudentRow } from '../../../server/replication/replicated-rows';
import type { SyncDb } from '../../../sync/db';
import type { TestApp } from '../../server/helpers/test-app';

const byId = (a: { id: unknown }, b: { id: unknown }) => String(a.id).localeCompare(String(b.id));

/** A school's replicated rows as the client holds them. */
export async function replicaRows(db: SyncDb, schoolId: number) {
  return {
    classes: (await db.table('classes').where('schoolId').equals(schoolId).toArray()).sort(byId),
    students: (await db.table('students').where('schoolId').equals(schoolId).toArray()).sort(byId),
  };
}

/** The same rows read straight from the server's database (the authority). */
export async function serverRows(t: TestApp, schoolId: number) {
  const db = t.database.db;
  return {
    classes: (await db.select().from(classes).where(eq(classes.schoolId, schoolId))).map(toClassRow).sort(byId),
    students: (await db.select().from(students).where(eq(students.schoolId, schoolId))).map(toStudentRow).sort(byId),
  };
}

export async function serverClient(t: TestApp, clientId: string) {
  const [client] = await t.database.db.select().from(syncClients).where(eq(syncClients.clientId, clientId));
  const rejections = await t.database.db.select().from(syncRejections).where(eq(syncRejections.clientId, clientId));
  return { lastMutationId: client?.lastMutationId ?? 0, rejections: rejections.sort((a, b) => a.mutationId - b.mutationId) };
}

export async function clientIdOfDb(db: SyncDb): Promise<string> {
  return String((await db.meta.get('clientId'))?.value);
}
