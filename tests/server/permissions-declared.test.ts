import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PAGES, isPermission, isUnder, MEMBER, MUTATION_DECLS } from '@contract';
import { authPlugin } from '../../server/plugins/auth';
import { AccessCache } from '../../server/services/session/access-cache';
import { routeRecorder } from './helpers/route-recorder';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Issue 17, "Checked by": no route or mutation is forgotten. Every route the app registers (told by the app's onRoute, as
 * the bad-input test collects them) and every sync mutation declares what it
 * needs, and the declaration names something that exists.
 */
const { routes: registered, onRoute } = routeRecorder();

/** MEMBER, a page or action key, or a group path with pages under it (met by any of them). */
const isDeclared = (p: string | undefined): boolean =>
  p === MEMBER ||
  (p !== undefined &&
    (isPermission(p) || (/^\/[A-Z]/.test(p) && !p.includes(':') && ALL_PAGES.some((page) => page !== p && isUnder(page, p)))));

describe('every route and mutation declares the permission it needs (issue 17)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { onRoute });
    await t.app.ready();
  });
  afterAll(() => t.close());

  // Routes outside the API's auth gate (/healthz) say they are open, so they are counted as anonymous here too.
  it('every signed-in route declares MEMBER, a known permission or a group of pages', () => {
    const signedIn = registered.filter((r) => !r.config?.anonymous);
    // The app has dozens of signed-in routes; an empty list would prove nothing.
    expect(signedIn.length).toBeGreaterThan(40);
    const undeclared = signedIn.filter((r) => !isDeclared(r.config?.permission)).map((r) => `${r.route} → ${r.config?.permission}`);
    expect(undeclared).toEqual([]);
  });

  it('every sync mutation declares MEMBER or a known action', () => {
    const names = Object.keys(MUTATION_DECLS) as (keyof typeof MUTATION_DECLS)[];
    expect(names.length).toBeGreaterThan(10);
    const undeclared = names.filter((n) => {
      const p: string = MUTATION_DECLS[n].permission;
      return !(p === MEMBER || (isPermission(p) && p.includes(':')));
    });
    expect(undeclared).toEqual([]);
  });

  it('the checker itself refuses what is not a permission', () => {
    expect(isDeclared('/YWGL/JCXX/BJGL:add')).toBe(true);
    expect(isDeclared('/DGTW')).toBe(true);
    expect(isDeclared(MEMBER)).toBe(true);
    for (const wrong of [undefined, '', '/YWGL/JCXX/BJGL:fly', '/NOWHERE', '/YWGL/JCXX/BJGL/NOPE']) expect(isDeclared(wrong)).toBe(false);
  });

  it('the auth plugin refuses to register a signed-in route without a permission', async () => {
    const app = Fastify();
    authPlugin(app, { db: t.database.db, clock: t.clock, accessCache: new AccessCache() });
    expect(() => app.post('/forgotten', async () => 'ok')).toThrow(/declares no permission/);
    expect(() => app.post('/declared', { config: { permission: MEMBER } }, async () => 'ok')).not.toThrow();
    expect(() => app.get('/open', { config: { anonymous: true } }, async () => 'ok')).not.toThrow();
    await app.close();
  });
});
