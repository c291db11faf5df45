import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Change,
  DEMO_FINANCE_PASSWORD,
  FINANCE_UNLOCK_MS,
  FinanceMsg,
  SYNC_SCHEMA_VERSION,
  salaryTemplateId,
  TABLE_SCOPES,
} from '@contract';
import { financeSettings } from '../../server/db/schema';
import { PullPageCache } from '../../server/sync/page-cache';
import { authenticate } from '../../server/services/session/authenticate';
import { pullPage } from '../../server/sync/pull';
import { loginSigned, protocolClient } from './helpers/sync-client';
import { createTestApp, md5, type Signed, type TestApp } from './helpers/test-app';

const S = 101;
const financeRows = (changes: Change[]) => changes.filter((c) => TABLE_SCOPES[c.table] === 'finance');
const tablesOf = (changes: Change[]) => new Set(changes.map((c) => c.table));

/**
 * The finance scope behind the finance password (docs/finance.md, docs/sync.md "Unlock"): a pull serves bills,
 * payments, salaries … only to a session whose finance pages are unlocked in the school, for as long as it lasts.
 */
describe('sync pull of the finance scope needs the finance unlock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const unlock = async (as: Signed) =>
    expect((await t.post('/park/pwd/check', { password: md5(DEMO_FINANCE_PASSWORD) }, as)).json().code).toBe(200);

  it('a locked session pulls no finance row; once unlocked the scope comes from its start; when the unlock runs out it is locked again', async () => {
    const caiwu = await loginSigned(t, 'caiwu');
    const c = protocolClient(t, caiwu);

    // Signed in, finance password not checked: the finance scope is named locked, and not one of its rows comes.
    const locked = await c.pullAll(S);
    expect(locked.scopes).toContain('records');
    expect(locked.scopes).not.toContain('finance');
    expect(Object.keys(locked.cursors)).not.toContain('finance');
    expect(financeRows(locked.changes)).toEqual([]);
    const first = await c.pull(S);
    expect(first.body).toMatchObject({ locked: ['finance'], unlocks: {} });

    // Unlocked: the same replica, far ahead in its other scopes, gets the finance scope from its start.
    await unlock(caiwu);
    const opened = await c.pullAll(S, locked.cursors);
    expect(opened.scopes).toContain('finance');
    for (const table of ['feeItems', 'bills', 'payments', 'bookEntries']) expect(tablesOf(opened.changes).has(table), table).toBe(true);
    expect(opened.changes.every((ch) => TABLE_SCOPES[ch.table] === 'finance')).toBe(true);
    const answer = (await c.pull(S, opened.cursors)).body;
    expect(answer).toMatchObject({ locked: [], unlocks: { finance: FINANCE_UNLOCK_MS } });

    // A salary sheet drafted while unlocked replicates like the rest of the scope.
    const items = [{ key: 'base', name: '基本工资', kind: 'add' }];
    const pushed = await c.push([{ id: 1, name: 'salaryTemplate.save', args: { schoolId: S, items } }]);
    expect(pushed.body.results[0]).toMatchObject({ status: 'applied' });
    const salary = await c.pullAll(S, opened.cursors);
    expect(salary.changes.map((ch) => ch.row.id)).toContain(salaryTemplateId(S));

    // The unlock's end comes (the server's clock moves 30 minutes): locked again, nothing more of the scope.
    t.clock.advance(FINANCE_UNLOCK_MS - 1000);
    expect((await c.pull(S, salary.cursors)).body).toMatchObject({ locked: [], unlocks: { finance: 1000 } });
    t.clock.advance(1000);
    const pushedLocked = await c.push([
      { id: 2, name: 'salaryTemplate.save', args: { schoolId: S, items: [...items, { key: 'tax', name: '个税', kind: 'deduct' }] } },
    ]);
    expect(pushedLocked.body.results[0]).toMatchObject({ status: 'rejected', code: 403, msg: FinanceMsg.locked });
    const after = (await c.pull(S, salary.cursors)).body;
    expect(after.scopes).not.toContain('finance');
    expect(after).toMatchObject({ locked: ['finance'], unlocks: {} });
    expect(Object.keys(after.cursors)).not.toContain('finance');
    // From zero, as a new device of the same session: still no finance row.
    expect(financeRows((await c.pullAll(S)).changes)).toEqual([]);
  });

  it('another session of the same member, or the same session in another school, is locked', async () => {
    const caiwu = await loginSigned(t, 'caiwu');
    await unlock(caiwu);
    expect((await protocolClient(t, caiwu).pull(S)).body.scopes).toContain('finance');
    const other = await loginSigned(t, 'caiwu');
    const otherPull = await protocolClient(t, other).pullAll(S);
    expect(otherPull.scopes).not.toContain('finance');
    expect(financeRows(otherPull.changes)).toEqual([]);

    const boss = await loginSigned(t, 'yuanzhang');
    await unlock(boss);
    expect((await protocolClient(t, boss).pull(S)).body.scopes).toContain('finance');
    const elsewhere = (await protocolClient(t, boss).pull(102)).body;
    expect(elsewhere).toMatchObject({ locked: ['finance'] });
    expect(financeRows(elsewhere.changes)).toEqual([]);
  });

  it('a member without finance rights is answered as before: nothing locked, nothing served', async () => {
    const teacher = await loginSigned(t, 'jiaoshi');
    const answer = (await protocolClient(t, teacher).pull(S)).body;
    expect(answer).toMatchObject({ locked: [], unlocks: {} });
    expect(answer.scopes).not.toContain('finance');
  });

  it('a school without a finance password serves the scope with no end', async () => {
    const [settings] = await t.database.db.select().from(financeSettings).where(eq(financeSettings.schoolId, S));
    await t.database.db.update(financeSettings).set({ passwordHash: null }).where(eq(financeSettings.schoolId, S));
    try {
      const caiwu = await loginSigned(t, 'caiwu');
      const answer = (await protocolClient(t, caiwu).pull(S)).body;
      expect(answer).toMatchObject({ locked: [], unlocks: { finance: null } });
      expect(answer.scopes).toContain('finance');
    } finally {
      await t.database.db
        .update(financeSettings)
        .set({ passwordHash: settings?.passwordHash ?? null })
        .where(eq(financeSettings.schoolId, S));
    }
  });

  it('a page kept in the page cache for an unlocked session is never served to a locked one', async () => {
    const cache = new PullPageCache();
    const opened = await loginSigned(t, 'caiwu');
    await unlock(opened);
    const closed = await loginSigned(t, 'caiwu');
    const ctxOf = async (who: Signed) => {
      const session = await authenticate({ db: t.database.db }, who.token, t.clock.now());
      return { db: t.database.db, clock: t.clock, config: t.config, session } as never;
    };
    const query = (clientId: string) => ({ schoolId: S, cursors: {}, clientId, schema: SYNC_SCHEMA_VERSION, horizon: 0 });
    // A first page of all but the school's last change, so it is kept (`more`) and holds finance rows.
    const pageSize = (await protocolClient(t, opened).pullAll(S)).changes.length - 1;
    const read = await pullPage(await ctxOf(opened), query('cache-opened'), { pageSize, cache });
    expect(read.more).toBe(true);
    expect(financeRows(JSON.parse(read.changesJson.toString()))).not.toEqual([]);
    const served = await pullPage(await ctxOf(closed), query('cache-closed'), { pageSize, cache });
    expect(financeRows(JSON.parse(served.changesJson.toString()))).toEqual([]);
    expect(served.scopes).not.toContain('finance');
    expect(cache.stats.hits).toBe(0);
  });
});
