import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { NOTICE_CHANNEL, type NoticeSignal } from './notice-hub';

export interface OutgoingNotice {
  schoolId: number;
  userIds: readonly number[];
  /** Null for notices the system sends (e.g. 系统通知). */
  sender: { userId: number | null; name: string; pic?: string };
  title: string;
  content: string;
  createdAt?: Date;
}

/**
 * Delivers a notice to users of one school: the service other features call. Writes the rows and announces each
 * one on NOTICE_CHANNEL in the same transaction, so the recipients' open pages hear of it only once it is committed.
 * The caller checks that the recipients belong to the school.
 */
export async function sendNotification(db: Db, notice: OutgoingNotice): Promise<number[]> {
  if (notice.userIds.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(notifications)
      .values(
        notice.userIds.map((userId) => ({
          schoolId: notice.schoolId,
          userId,
          senderUserId: notice.sender.userId,
          senderName: notice.sender.name,
          senderPic: notice.sender.pic ?? '',
          title: notice.title,
          content: notice.content,
          ...(notice.createdAt ? { createdAt: notice.createdAt } : {}),
        })),
      )
      .returning({ id: notifications.id, userId: notifications.userId });
    const signals: NoticeSignal[] = rows.map((r) => ({
      type: 'notice',
      userId: r.userId,
      schoolId: notice.schoolId,
      id: r.id,
      title: notice.title,
      sendUserName: notice.sender.name,
    }));
    // One statement for any number of recipients; a JSON text parameter works alike on PGlite and PostgreSQL.
    await tx.execute(
      sql`SELECT pg_notify(${NOTICE_CHANNEL}, s.value) FROM json_array_elements_text(${JSON.stringify(signals.map((s) => JSON.stringify(s)))}::json) AS s`,
    );
    return rows.map((r) => r.id);
  });
}
