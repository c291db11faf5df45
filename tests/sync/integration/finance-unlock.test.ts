import { DEMO_FINANCE_PASSWORD, DEMO_PASSWORD, FINANCE_UNLOCK_MS, FinanceMsg, readableScopes, TABLE_SCOPES, uuidv7 } from '@contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SyncEngine } from '../../../sync/engine';
import { mutate } from '../../../sync/mutate';
import { readStatus } from '../../../sync/status';
import { newDevice, openDb } from '../helpers/client';
import { replicaRows, serverRows } from '../helpers/compare';
import { createTestApp, newDeviceOf, type RealUser, signIn, type TestApp, unlockFinance } from '../helpers/real-server';
import { md5, signer } from '../../server/helpers/test-app';

const S = 101;
const FINANCE_TABLES = Object.keys(TABLE_SCOPES).filter((t) => TABLE_SCOPES[t] === 'finance');

/**
 * The finance scope on the device (docs/sync.md "Unlock"): held only while the finance password's unlock lasts. When
 * it ends the rows leave the replica, offline too, but a change drafted there waits and goes once unlocked again.
 */
describe('finance scope behind the finance unlock (real server)', () => {
  let t: TestApp;
  let caiwu: RealUser;
  beforeAll(async () => {
    t = await createTestApp();
    caiwu = await signIn(t, 'caiwu');
  });
  afterAll(() => t.close());

  const unlock = async (who: RealUser) => expect(await unlockFinance(t, who)).toBe(200);
  const financeRowCount = async (db: ReturnType<typeof openDb>) => {
    let n = 0;
    for (const table of FINANCE_TABLES) n += await db.table(table).where('schoolId').equals(S).count();
    return n;
  };
  const item = () => ({
    id: uuidv7(),
    schoolId: S,
    name: `离线项目${uuidv7().slice(-6)}`,
    amountFen: 12_345,
    unit: 'month' as const,
    refundable: true,
  });

  it('locked: no finance row on the device; unlocked: the scope comes; its end passes offline: the rows leave, the drafted change waits; unlocked again: it goes', async () => {
    const db = openDb(newDevice(), caiwu.identity.userId);
    let online = true;
    let deviceNow = Date.now();
    const engine = new SyncEngine({
      db,
      transport: caiwu.transport,
      identity: caiwu.identity,
      now: () => deviceNow,
      isOnline: () => online,
    });
    const scopes = readableScopes(caiwu.session.permissions);
    const withoutFinance = scopes.filter((s) => s !== 'finance');

    // Signed in without the finance password: everything she reads but finance, and the device knows it is locked.
    expect(await engine.syncOnce()).toBe('ok');
    expect(await financeRowCount(db)).toBe(0);
    expect(await replicaRows(db, S)).toEqual(await serverRows(t, S, withoutFinance));
    expect((await db.syncState.get(S))?.sealed).toEqual(['finance']);
    // A finance change cannot be drafted on rows the device does not hold.
    await expect(mutate(db, 'feeItem.save', item())).rejects.toThrow(FinanceMsg.locked);

    // Unlocked: the finance scope comes from its start, and the device knows when the unlock ends.
    await unlock(caiwu);
    expect(await engine.syncOnce()).toBe('ok');
    expect(await replicaRows(db, S)).toEqual(await serverRows(t, S, scopes));
    expect(await db.table('bills').where('schoolId').equals(S).count()).toBeGreaterThan(0);
    const state = await db.syncState.get(S);
    expect(state?.sealed).toEqual([]);
    expect(state?.unlockEnds?.finance).toBe(deviceNow + FINANCE_UNLOCK_MS);

    // Offline, a fee item drafted on the device; then the unlock's end passes, still offline.
    online = false;
    const drafted = item();
    await mutate(db, 'feeItem.save', drafted);
    expect(await db.table('feeItems').get(drafted.id)).toMatchObject({ name: drafted.name });
    deviceNow += FINANCE_UNLOCK_MS - 1;
    expect(await engine.syncOnce()).toBe('offline');
    expect(await financeRowCount(db)).toBeGreaterThan(0);
    deviceNow += 1;
    expect(await engine.syncOnce()).toBe('offline');
    expect(await financeRowCount(db)).toBe(0);
    expect(await db.shadows.filter((s) => TABLE_SCOPES[s.table] === 'finance').count()).toBe(0);
    expect(await replicaRows(db, S)).toEqual(await serverRows(t, S, withoutFinance));
    // The change is not lost: it waits in the outbox (数据同步 lists it), the rest of the replica is untouched.
    const waiting = await readStatus(db, S);
    expect(waiting.pending).toBe(1);
    expect((await db.outbox.toArray()).map((r) => [r.name, r.status, r.args.name])).toEqual([['feeItem.save', 'pending', drafted.name]]);

    // Online again, the server's unlock over too: the push is refused as locked (kept, retryable), the pull locked.
    t.clock.advance(FINANCE_UNLOCK_MS);
    online = true;
    expect(await engine.syncOnce()).toBe('ok');
    expect(await financeRowCount(db)).toBe(0);
    const refused = await readStatus(db, S);
    expect(refused.rejected.map((r) => [r.name, r.code, r.error, r.args.name])).toEqual([
      ['feeItem.save', 403, FinanceMsg.locked, drafted.name],
    ]);

    // Unlocked again: the scope comes back from its start, and the refused change goes by itself.
    await unlock(caiwu);
    expect(await engine.syncOnce()).toBe('ok');
    expect(await db.table('feeItems').get(drafted.id)).toMatchObject({ name: drafted.name });
    expect(await engine.syncOnce()).toBe('ok');
    expect((await serverRows(t, S)).feeItems.find((r) => r.id === drafted.id)).toMatchObject({ name: drafted.name, amountFen: 12_345 });
    expect(await readStatus(db, S)).toMatchObject({ pending: 0, rejected: [] });
    expect(await replicaRows(db, S)).toEqual(await serverRows(t, S, scopes));
  });

  it('the server says locked before the device’s end (a new finance password ends the unlock): the rows leave at the next pull', async () => {
    const who = await signIn(t, 'caiwu');
    const { db, engine } = newDeviceOf(who);
    await unlock(who);
    expect(await engine.syncOnce()).toBe('ok');
    expect(await financeRowCount(db)).toBeGreaterThan(0);
    // A new finance password ends every unlock made with the old one.
    const boss = signer(await t.login('yuanzhang'));
    const setPassword = async (password: string) => {
      const body = { password, repassword: password, loginPassword: md5(DEMO_PASSWORD) };
      expect((await t.post('/park/pwd/save', body, boss)).json().code).toBe(200);
    };
    await setPassword('Newpass@2026');
    try {
      expect(await engine.syncOnce()).toBe('ok');
      expect(await financeRowCount(db)).toBe(0);
      expect((await db.syncState.get(S))?.sealed).toEqual(['finance']);
    } finally {
      await setPassword(DEMO_FINANCE_PASSWORD);
    }
  });

  it('a session that ends (signed out) takes the finance rows with it; a pending finance change stays', async () => {
    const who = await signIn(t, 'caiwu');
    const { db, engine } = newDeviceOf(who);
    await unlock(who);
    expect(await engine.syncOnce()).toBe('ok');
    expect(await financeRowCount(db)).toBeGreaterThan(0);
    const drafted = item();
    await mutate(db, 'feeItem.save', drafted);
    await t.post('/park/login/logout', {}, signer(who.session));
    expect(await engine.syncOnce()).toBe('session-over');
    expect(await financeRowCount(db)).toBe(0);
    expect((await db.outbox.toArray()).map((r) => [r.name, r.status])).toEqual([['feeItem.save', 'pending']]);
    expect((await replicaRows(db, S)).classes.length).toBeGreaterThan(0);
  });
});
