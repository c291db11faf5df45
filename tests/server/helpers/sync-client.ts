import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { classes } from '../../../server/db/schema';
import type { PullResponse, PushResponse } from '@contract';
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
    async pull(schoolId: number, cursor = 0): Promise<{ status: number; body: PullResponse }> {
      const res = await t.get('/sync/pull', { schoolId, cursor, clientId }, who);
      const json = res.json();
      return { status: res.statusCode, body: json.code === 200 ? json.data : json };
    },
    /** Pulls until `more` is false; returns the final cursor and every change in order. */
    async pullAll(schoolId: number, from = 0) {
      let cursor = from;
      const changes: PullResponse['changes'] = [];
      for (;;) {
        const { body } = await this.pull(schoolId, cursor);
        changes.push(...body.changes);
        cursor = body.cursor;
        if (!body.more) return { cursor, changes, lastMutationId: body.lastMutationId };
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
