import { type Permission, readableScopes, type ScopeName } from '@contract';
import type { Db } from '../../db/client';
import type { AuthedContext, SessionContext } from '../context';
import { getMembership, toSchool } from '../session/school-access';

/** What one member may do in one school, computed from the database for each request that needs it. */
export interface MemberRights {
  schoolId: number;
  permissions: ReadonlySet<Permission>;
  /** The same, sorted: what the session and user info send the app. */
  list: Permission[];
  /** The sync scopes the member pulls and writes. */
  scopes: ScopeName[];
  /** The school's service has expired: its members may read and pay its orders, nothing else (SPEC 2226). */
  expired: boolean;
}

/** The member's rights in a school; undefined when the user is no member of it. One query. */
export async function loadMemberRights(db: Db, userId: number, schoolId: number, now: Date): Promise<MemberRights | undefined> {
  const m = await getMembership(db, userId, schoolId);
  if (!m) return undefined;
  const list = m.permissions;
  return { schoolId, permissions: new Set(list), list, scopes: readableScopes(list), expired: toSchool(m.school, now).expired };
}

/** Rights already loaded for a request's session (a push checks up to 100 mutations against the same school). */
const loaded = new WeakMap<SessionContext, Map<number, Promise<MemberRights | undefined>>>();

/** The signed-in member's rights in a school, loaded once per request. */
export function rightsIn(ctx: AuthedContext, schoolId: number): Promise<MemberRights | undefined> {
  let bySchool = loaded.get(ctx.session);
  if (!bySchool) {
    bySchool = new Map();
    loaded.set(ctx.session, bySchool);
  }
  let rights = bySchool.get(schoolId);
  if (!rights) {
    rights = loadMemberRights(ctx.db, ctx.session.userId, schoolId, ctx.clock.now());
    bySchool.set(schoolId, rights);
  }
  return rights;
}
