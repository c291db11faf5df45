import { readableScopes } from '@contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthedContext, SessionContext, UserAccess } from '../context';
import { listMemberships, type MembershipView } from './school-access';

/** A user's access from the database: two queries (server/services/session/access-cache.ts keeps it between requests). */
export async function loadUserAccess(db: Db, userId: number): Promise<UserAccess> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw AppError.tokenExpired();
  const memberships = await listMemberships(db, userId);
  return {
    user,
    memberships,
    schoolIds: new Set(memberships.map((m) => m.school.id)),
    rights: new Map(
      memberships.map((m) => [
        m.school.id,
        { permissions: new Set(m.permissions), list: m.permissions, scopes: readableScopes(m.permissions) },
      ]),
    ),
  };
}

/** Loaded for sessions made without one (services called directly, as some tests do): once per session object. */
const loadedFor = new WeakMap<SessionContext, Promise<UserAccess>>();

/** The signed-in user's access: the one the auth gate resolved with the session, else loaded once. */
export function userAccess(ctx: AuthedContext): Promise<UserAccess> {
  if (ctx.session.access) return Promise.resolve(ctx.session.access);
  let access = loadedFor.get(ctx.session);
  if (!access) {
    access = loadUserAccess(ctx.db, ctx.session.userId);
    loadedFor.set(ctx.session, access);
  }
  return access;
}

/** The signed-in user's membership in a school, as the session was resolved with (undefined: not theirs). */
export async function membershipIn(ctx: AuthedContext, schoolId: number): Promise<MembershipView | undefined> {
  return (await userAccess(ctx)).memberships.find((m) => m.school.id === schoolId);
}
