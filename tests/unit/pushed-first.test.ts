import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxRow, SyncDb } from '../../sync/db';
import { type NudgeMessage, onNudge } from '../../sync/nudge';
import { pushedFirst } from '../../src/lib/replica/pushed-first';
import { newDevice, openDb } from '../sync/helpers/client';

/** A draft saved on this device and not yet confirmed by the server. */
const queued = (mutationId: number): OutboxRow => ({
  clientId: 'c1',
  mutationId,
  name: 'refundRecord.save',
  args: { id: `r${mutationId}`, schoolId: 101 },
  schoolId: 101,
  createdAt: Date.now(),
  status: 'pending',
  attempts: 0,
  error: null,
  code: null,
  applied: false,
});

const dbs: SyncDb[] = [];
const stops: Array<() => void> = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const stop of stops.splice(0)) stop();
});
function device() {
  const db = openDb(newDevice());
  dbs.push(db);
  const nudges: NudgeMessage[] = [];
  stops.push(onNudge((m) => m.db === db.name && nudges.push(m)));
  return { db, nudges };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('pushedFirst: an online call about a fresh draft waits for the draft to reach the server', () => {
  it('goes at once when nothing is queued, without waking the sync', async () => {
    const { db, nudges } = device();
    await pushedFirst(db, 5_000);
    await settle();
    expect(nudges).toEqual([]);
  });

  it('wakes the sync and waits until the queued draft has been applied', async () => {
    const { db, nudges } = device();
    await db.outbox.put(queued(1));
    let done = false;
    const waiting = pushedFirst(db, 5_000).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    expect(nudges.map((n) => n.type)).toEqual(['wake']);
    // The push's answer: the server applied it (the row stays until a pull brings the server's version).
    await db.outbox.update(['c1', 1], { applied: true });
    await waiting;
    expect(done).toBe(true);
  });

  it('goes anyway once the wait is over (offline: the server will say why it refuses)', async () => {
    const { db } = device();
    await db.outbox.put(queued(1));
    const started = Date.now();
    await pushedFirst(db, 400);
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(await db.outbox.count()).toBe(1);
  });

  it('does not wait for a change the server rejected', async () => {
    const { db } = device();
    await db.outbox.put({ ...queued(1), status: 'rejected', error: '退费金额超出可退金额', code: 400 });
    const started = Date.now();
    await pushedFirst(db, 5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
