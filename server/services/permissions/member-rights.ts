import type { Permission, ScopeName } from '@contract';
import type { AuthedContext } from '../context';
import { schoolExpired } from './school-access';
import { membershipIn, userAccess } from './user-access';

/** What one member may do in one school, as of this request. */
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

/**
 * The signed-in member's rights in a school; undefined when the user is no member of it. Taken from the access the
 * session was resolved with (cached between requests); only the expiry is judged now, against the clock.
 */
export async function rightsIn(ctx: AuthedContext, schoolId: number): Promise<MemberRights | undefined> {
  const rights = (await userAccess(ctx)).rights.get(schoolId);
  const membership = await membershipIn(ctx, schoolId);
  if (!rights || !membership) return undefined;
  return { schoolId, ...rights, expired: schoolExpired(membership.school, ctx.clock.now()) };
}
