import type { FastifyInstance } from 'fastify';
import { DEMO_FINANCE_PASSWORD, SCOPE_NAMES, type Session } from '@contract';
import { httpTransport } from '../../../sync/http-transport';
import type { SyncIdentity } from '../../../sync/identity';
import type { SyncTransport } from '../../../sync/transport';
import { expect } from 'vitest';
import { createTestApp, md5, signer, type TestApp } from '../../server/helpers/test-app';
import { engineFor, newDevice, openDb } from './client';

/** fetch() answered by the in-process server through app.inject: the real routes, gate and envelope. */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://127.0.0.1');
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers: init?.headers as Record<string, string>,
      payload: init?.body as string | undefined,
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  };
}

export interface RealUser {
  session: Session;
  identity: SyncIdentity;
  /** The real signed HTTP transport, talking to the in-process server. */
  transport: SyncTransport;
}

export async function signIn(t: TestApp, loginName: string, schoolIds?: number[]): Promise<RealUser> {
  const session = await t.login(loginName);
  const schoolId = session.schoolInfo.schoolId;
  const identity: SyncIdentity = { token: session.token, userId: session.userId, schoolId, schoolIds: schoolIds ?? [schoolId], brand: 1 };
  const transport = httpTransport({ identity: () => identity, fetch: injectFetch(t.app) });
  return { session, identity, transport };
}

/**
 * Checks the finance password for the user's session, so its pulls bring the finance scope (docs/sync.md "Unlock")
 * and its finance mutations apply; resolves the answer's code (a member without the finance pages is refused).
 */
export async function unlockFinance(t: TestApp, who: RealUser): Promise<number> {
  return (await t.post('/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, signer(who.session))).json().code;
}

/** yuanzhang, the principal, signed in with the finance unlocked: her devices read every scope, the finance one too. */
export async function unlockedPrincipal(t: TestApp, schoolIds?: number[]): Promise<RealUser> {
  const boss = await signIn(t, 'yuanzhang', schoolIds);
  expect(await unlockFinance(t, boss)).toBe(200);
  return boss;
}

/** A new device of the user: an empty replica and its engine over the real transport, not synced yet. */
export function newDeviceOf(who: RealUser) {
  const db = openDb(newDevice(), who.identity.userId);
  return { db, engine: engineFor(db, who.transport, who.identity) };
}

/** A new device of the user after its first sync. */
export async function syncedDevice(who: RealUser) {
  const device = newDeviceOf(who);
  expect(await device.engine.syncOnce()).toBe('ok');
  return device;
}

/** Every sync scope, sorted: the cursors of a replica that reads them all (the principal's, finance unlocked). */
export const EVERY_SCOPE = [...SCOPE_NAMES].sort();

export { createTestApp, type TestApp };
