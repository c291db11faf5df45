import Dexie from 'dexie';
import { IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { declareReplica, replicaStores } from '../../sync/db';
import { BASE_VERSION, REPLICA_UPGRADES, type ReplicaUpgrade, UPGRADE_STEP } from '../../sync/replica-upgrades';
import { newDevice } from './helpers/client';

/**
 * What a device meets when a build declares another replica schema than the one it holds (Dexie 4.4, IndexedDB as
 * fake-indexeddb implements it): which changes need a version (sync/replica-upgrades.ts) and which do not.
 */
const NAME = 'yuanwu-b1-u1';
const today = replicaStores();
/** A build with a new area's table and a new index on an existing table, at the same version. */
const next = { ...today, lessonPlans: 'id, schoolId, classId', students: `${today.students}, gender` };

const opened: Dexie[] = [];
async function openReplica(device: ReturnType<typeof newDevice>, stores: Record<string, string>, upgrades: readonly ReplicaUpgrade[] = []) {
  const db = new Dexie(NAME, { indexedDB: device, IDBKeyRange });
  declareReplica(db, stores, upgrades);
  opened.push(db);
  await db.open();
  return db;
}
const nativeVersion = (db: Dexie) => db.backendDB().version;
const storeNames = (db: Dexie) => [...db.backendDB().objectStoreNames];
const student = (id: string, gender: number) => ({ id, schoolId: 101, classId: 'c1', name: id, gender });

let warn: MockInstance;
beforeEach(() => {
  // Dexie warns of each schema it patches and of each connection it closes for another's upgrade.
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
  warn.mockRestore();
});

describe("the replica's schema across builds", () => {
  it('adds a new table and a new index at the same version, keeping every row', async () => {
    const device = newDevice();
    const before = await openReplica(device, today);
    await before.table('students').bulkPut([student('s1', 1), student('s2', 2)]);
    await before.table('outbox').put({ clientId: 'c', mutationId: 1, schoolId: 101, status: 'pending' });
    expect(nativeVersion(before)).toBe(BASE_VERSION * 10);
    before.close();

    const after = await openReplica(device, next);
    expect(nativeVersion(after)).toBe(BASE_VERSION * 10 + 1); // Dexie raised IndexedDB's version itself
    expect(await after.table('students').count()).toBe(2);
    expect(await after.table('outbox').count()).toBe(1);
    expect((await after.table('students').where('gender').equals(2).toArray()).map((s) => s.id)).toEqual(['s2']);
    await after.table('lessonPlans').put({ id: 'p1', schoolId: 101, classId: 'c1' });
    expect(await after.table('lessonPlans').where('classId').equals('c1').count()).toBe(1);
    after.close();

    // The next start of the same build finds nothing to patch.
    const again = await openReplica(device, next);
    expect(nativeVersion(again)).toBe(BASE_VERSION * 10 + 1);
    expect(await again.table('lessonPlans').count()).toBe(1);
  });

  it('keeps a table the build no longer declares, rows and all, until an upgrade deletes it', async () => {
    const device = newDevice();
    const before = await openReplica(device, next);
    await before.table('lessonPlans').put({ id: 'p1', schoolId: 101, classId: 'c1' });
    before.close();

    const without = await openReplica(device, today);
    expect(storeNames(without)).toContain('lessonPlans');
    expect(() => without.table('lessonPlans')).toThrow(/lessonPlans/);
    without.close();
    expect(await (await openReplica(device, next)).table('lessonPlans').count()).toBe(1);
    opened.pop()?.close();

    const upgraded = await openReplica(device, today, [{ version: UPGRADE_STEP, why: 'lessonPlans left' }]);
    expect(storeNames(upgraded)).not.toContain('lessonPlans');
    expect(await upgraded.table('students').count()).toBe(0);
  });

  it('lets a tab still on the old build carry on after a new tab patched the schema', async () => {
    const device = newDevice();
    const oldTab = await openReplica(device, today);
    await oldTab.table('students').put(student('s1', 1));

    // The new build opens beside it: the old connection is asked to close (versionchange) and is not in the way.
    const newTab = await openReplica(device, next);
    expect(oldTab.isOpen()).toBe(false);
    await newTab.table('students').put(student('s2', 2));

    // The old tab's next read opens the database again, at the patched version, with the tables it knows.
    expect(await oldTab.table('students').count()).toBe(2);
    expect(nativeVersion(oldTab)).toBe(BASE_VERSION * 10 + 1);
    await oldTab.table('students').put(student('s3', 1));
    expect(await newTab.table('students').count()).toBe(3);
  });

  it('opens the page and its sync worker on the new build at once, patching once', async () => {
    const device = newDevice();
    (await openReplica(device, today)).close();
    const [page, worker] = await Promise.all([openReplica(device, next), openReplica(device, next)]);
    await worker.table('lessonPlans').put({ id: 'p1', schoolId: 101, classId: 'c1' });
    expect(await page.table('lessonPlans').count()).toBe(1);
    expect(nativeVersion(page)).toBe(nativeVersion(worker));
  });

  it('cannot patch an index whose kind changes: every start raises the version again, until an upgrade', async () => {
    const device = newDevice();
    (await openReplica(device, today)).close();
    (await openReplica(device, next)).close(); // a first patch: 191, as most devices are after one new area
    const multiEntry = { ...next, students: next.students.replace('classId', '*classId') };
    const classIdIndex = (db: Dexie) => db.backendDB().transaction('students').objectStore('students').index('classId');

    for (const expected of [192, 193]) {
      const patched = await openReplica(device, multiEntry);
      expect(classIdIndex(patched).multiEntry).toBe(false); // left as it was
      expect(nativeVersion(patched)).toBe(expected); // and another versionchange for every open tab
      patched.close();
    }
    const upgrade = [{ version: UPGRADE_STEP, why: 'classId multi-entry' }];
    const upgraded = await openReplica(device, multiEntry, upgrade);
    expect(classIdIndex(upgraded).multiEntry).toBe(true);
    upgraded.close();
    expect(nativeVersion(await openReplica(device, multiEntry, upgrade))).toBe(UPGRADE_STEP * 10);
  });

  it('runs an upgrade once on a device that met more new tables than a version holds', async () => {
    const device = newDevice();
    const first = await openReplica(device, today);
    await first.table('students').bulkPut([student('s1', 1), student('s2', 2)]);
    first.close();
    // Twelve builds, each adding a table: twelve patches, IndexedDB's version 190 → 202 (Dexie's 20.2).
    let stores = today;
    for (let i = 1; i <= 12; i++) {
      stores = { ...stores, [`area${i}`]: 'id, schoolId' };
      (await openReplica(device, stores)).close();
    }
    const upgradeRuns = vi.fn(async (tx: Parameters<NonNullable<ReplicaUpgrade['run']>>[0]) => {
      await tx
        .table('students')
        .toCollection()
        .modify((s: { name: string }) => {
          s.name = `${s.name}!`;
        });
    });

    // A version just above the base, as a counter would have it, no longer reaches past the patches.
    const tooLow = await openReplica(device, stores, [{ version: BASE_VERSION + 1, why: 'counter', run: upgradeRuns }]);
    expect(upgradeRuns).not.toHaveBeenCalled();
    tooLow.close();

    const upgraded = await openReplica(device, stores, [{ version: UPGRADE_STEP, why: 'names', run: upgradeRuns }]);
    expect(upgradeRuns).toHaveBeenCalledTimes(1);
    expect((await upgraded.table('students').toArray()).map((s) => s.name)).toEqual(['s1!', 's2!']);
    upgraded.close();
    (await openReplica(device, stores, [{ version: UPGRADE_STEP, why: 'names', run: upgradeRuns }])).close();
    expect(upgradeRuns).toHaveBeenCalledTimes(1);
  });

  it('lists its upgrades in increasing steps of UPGRADE_STEP', () => {
    expect(REPLICA_UPGRADES.map((u) => u.version)).toEqual(REPLICA_UPGRADES.map((_, i) => (i + 1) * UPGRADE_STEP));
  });
});
