/** Who the engine syncs for: the page passes it in at start and again whenever the session changes. */
export interface SyncIdentity {
  token: string;
  userId: number;
  /** The session's current school: requests are signed with it and it is always pulled. */
  schoolId: number;
  /** Every school of the user (other opened schools are pulled too; the server answers 403 for lost ones). */
  schoolIds: number[];
  brand: 1 | 2;
}

/** One IndexedDB database per user and brand, so a shared device never mixes two users' data or outboxes. */
export const syncDbName = (userId: number, brand: number): string => `yuanwu-b${brand}-u${userId}`;
