import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { classes } from '../../../server/db/schema';
import { formatCursors, type PullResponse, type PushResponse, type ScopeCursors } from '@contract';
import { type Signed, signer, type TestApp } from './test-app';

/** A bare protocol client for server tests: pushes numbered mutations and pulls pages, nothing else. */
export function protocolClient(t: TestApp, who: Signed, clientId = `c-${randomUUID()}`) {
  return {
    clientId,
    async push(
      mutations: { id: number; name: string; args: unknown }[],
    ): Promise<{ status: number; body: PushResponse & { msg?: string } }> {
      const res = await t.post('/sync/push', { clientId, mutations }, who);
      const json = res.json();
      return { status: res.statusCode, body: json.code === 200 ? json.data : json };
    },
    /** One page; `horizon` is the tombstone horizon of the answer before it, as a real client sends it. */
    async pull(schoolId: number, cursors: ScopeCursors = {}, horizon?: number): Promise<{ status: number; body: PullResponse }> {
      const query = { schoolId, cursors: formatCursors(cursors), clientId, ...(horizon === undefined ? {} : { horizon }) };
      const res = await t.get('/sync/pull', query, who);
      const json = res.json();
      return { status: res.statusCode, body: json.code === 200 ? json.data : json };
    },
    /** Pulls until `more` is false; returns the final cursors, the scopes and every change in order. */
    async pullAll(schoolId: number, from: ScopeCursors = {}) {
      let cursors = from;
      let horizon: number | undefined;
      const changes: PullResponse['changes'] = [];
      for (;;) {
        const { status, body } = await this.pull(schoolId, cursors, horizon);
        if (status !== 200) throw new Error(`pull answered ${status}`);
        changes.push(...body.changes);
        cursors = body.cursors;
        horizon = body.horizon;
        if (!body.more) return { cursors, scopes: body.scopes, rights: body.rights, changes, lastMutationId: body.lastMutationId };
      }
    },
  };
}

export const loginSigned = async (t: TestApp, loginName: string) => signer(await t.login(loginName));

/** The id of a class of the school (the demo seed gives every school some). */
export async function firstClassId(t: TestApp, schoolId: number): Promise<string> {
  const [cls] = await t.database.db.select().from(classes).where(eq(classes.schoolId, schoolId)).limit(1);
  if (!cls) throw new Error(`school ${schoolId} has no class`);
  return cls.id;
}
