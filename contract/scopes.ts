import { MEMBER, readsUnder } from './permissions';

/**
 * Sync scopes (docs/permissions.md): every replicated table belongs to one, through its area (contract/area.ts).
 * A device pulls, holds and writes only the scopes its member may read: a scope is read by a member who holds a
 * page at or under one of its `readBy` paths (or by every member: MEMBER). When a member's rights change, their
 * devices pull a newly granted scope from its start and purge a revoked one (rows and pending changes).
 */
export const SCOPES = {
  /** Classes and children: the roster every screen about children needs. */
  records: {
    label: '班级与幼儿',
    readBy: ['/YWGL/JCXX', '/YWGL/ZSGL', '/YWGL/YECQGL', '/YWGL/CWGL', '/HQGL/ZHXC', '/WSBJ', '/BJGZ', '/BJGL', '/JYGY', '/RHJY'],
  },
  /** The committee websites' content. */
  website: { label: '党团工委', readBy: ['/DGTW'] },
  /** The parent-committee class chats (家委会). */
  classChat: { label: '家委会聊天', readBy: ['/DGTW/JWH'] },
  /** The school's file library: pictures and documents the other areas' rows point to. */
  files: { label: '文件', readBy: MEMBER },
} as const satisfies Record<string, { label: string; readBy: readonly string[] | typeof MEMBER }>;
export type ScopeName = keyof typeof SCOPES;
export const SCOPE_NAMES = Object.keys(SCOPES) as ScopeName[];

/** The scopes a member with these effective permissions reads, in SCOPE_NAMES order. */
export function readableScopes(granted: readonly string[]): ScopeName[] {
  return SCOPE_NAMES.filter((name) => {
    const readBy: readonly string[] | typeof MEMBER = SCOPES[name].readBy;
    return readBy === MEMBER || readBy.some((prefix) => readsUnder(granted, prefix));
  });
}
