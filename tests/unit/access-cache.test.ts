import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { BoundedMap } from '../../server/lib/bounded-map';
import type { CachedSession } from '../../server/services/context';
import { AccessCache } from '../../server/services/session/access-cache';

/** A listen that the test drives: `announce` is the database delivering a NOTIFY on commit. */
function fakeDatabase() {
  let deliver: (payload: string) => void = () => {};
  let lose: () => void = () => {};
  return {
    listen: async (_channel: string, onPayload: (p: string) => void, onLost?: () => void) => {
      deliver = onPayload;
      lose = onLost ?? (() => {});
      return async () => {};
    },
    announce: (key: string) => deliver(key),
    lose: () => lose(),
  };
}

const session = (schoolId: number): CachedSession => ({ userId: 7, schoolId, expiresAt: new Date(Date.now() + 60_000) });

describe('the access cache', () => {
  it('keeps a session until its key is announced, then reads it again', async () => {
    const db = fakeDatabase();
    const cache = new AccessCache();
    await cache.start(db);
    let loads = 0;
    const load = async () => session(++loads);
    expect((await cache.session('h', load))?.schoolId).toBe(1);
    expect((await cache.session('h', load))?.schoolId).toBe(1);
    db.announce('t:h');
    expect((await cache.session('h', load))?.schoolId).toBe(2);
    db.announce('u:7'); // the user's sessions go with the user
    expect((await cache.session('h', load))?.schoolId).toBe(3);
  });

  it('does not keep what a load read before an announcement that arrived while it ran', async () => {
    const db = fakeDatabase();
    const cache = new AccessCache();
    await cache.start(db);
    let release: (s: CachedSession) => void = () => {};
    const slow = cache.session('h', () => new Promise((r) => (release = r)));
    db.announce('t:h'); // the write committed while the read was under way
    release(session(1)); // what the read saw: the state before the write
    expect((await slow)?.schoolId).toBe(1);
    expect((await cache.session('h', async () => session(2)))?.schoolId).toBe(2);
  });

  it('keeps nothing before it listens, nor after the listener is lost', async () => {
    const db = fakeDatabase();
    const cache = new AccessCache();
    let loads = 0;
    const load = async () => session(++loads);
    await cache.session('h', load);
    expect((await cache.session('h', load))?.schoolId).toBe(2);
    await cache.start(db);
    await cache.session('h', load);
    expect((await cache.session('h', load))?.schoolId).toBe(3);
    db.lose();
    expect((await cache.session('h', load))?.schoolId).toBe(4);
    expect((await cache.session('h', load))?.schoolId).toBe(5);
  });

  it('a flush returns once its own announcement came back, keeping what is cached', async () => {
    const db = fakeDatabase();
    const cache = new AccessCache();
    await cache.start(db);
    let loads = 0;
    const load = async () => session(++loads);
    await cache.session('h', load);
    const sent: string[] = [];
    // The fake database delivers the NOTIFY as soon as it runs, as PGlite does on commit.
    const fakeDb = {
      execute: async (q: { queryChunks: unknown[] }) => {
        sent.push(JSON.stringify(q.queryChunks));
        db.announce(lastKey(sent));
      },
    };
    await cache.flush(fakeDb as unknown as Db);
    expect(lastKey(sent)).toMatch(/^b:/);
    // Had the flush timed out, it would have dropped everything: the session would be read again.
    expect((await cache.session('h', load))?.schoolId).toBe(1);
  });
});

/** The b:… key a flush sent, read back from the SQL's parameters. */
const lastKey = (sent: string[]) => /"(b:[^"]+)"/.exec(sent.at(-1) ?? '')?.[1] ?? '';

describe('BoundedMap', () => {
  it('forgets the least recently used entry beyond its size', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([1, undefined, 3, 2]);
  });
});
