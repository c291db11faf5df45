/**
 * Years of history for the sync-window bench: class-chat messages, PER_DAY a day, written straight into chat_records
 * and the change log by the database (a million rows in a few statements), each entry as recordChanges would write
 * it (scope chatHistory, the UTC day of its createTime).
 */
import { sql } from 'drizzle-orm';
import type { openDatabase } from '../../server/db/client';

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

export const PER_DAY = 275;
const DAY_MS = 86_400_000;

/** UUIDv7-shaped ids from a counter: valid for the row schemas. */
const idOf = (n: string) => sql.raw(`('01900000-0000-7000-8000-' || lpad(to_hex(${n}), 12, '0'))::uuid`);

/**
 * `days` days of messages ending the day before `end`, in the school's classes; `first` is the counter of the first
 * message (calls for other periods give other ranges, so ids never collide). Returns the number of messages.
 */
export async function seedChatHistory(db: Db, schoolId: number, classIds: string[], end: Date, days: number, first = 0): Promise<number> {
  const total = days * PER_DAY;
  const classes = sql.raw(`ARRAY[${classIds.map((id) => `'${id}'`).join(',')}]::uuid[]`);
  const start = new Date(end.getTime() - days * DAY_MS).toISOString();
  for (let from = 0; from < total; from += 200_000) {
    const to = Math.min(total, from + 200_000) - 1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO chat_records (id, school_id, class_id, sender_user_id, sender_name, sender_img, content_type, content, voice_img, created_at)
        SELECT ${idOf(`${first} + i`)}, ${schoolId}, (${classes})[1 + i % ${classIds.length}], NULL, '家长', '', 1,
               '老师好，孩子今天在园里表现怎么样？', '',
               ${start}::timestamptz + (i / ${PER_DAY}) * interval '1 day' + (i % ${PER_DAY}) * interval '2 minutes'
        FROM generate_series(${from}::bigint, ${to}::bigint) AS i`);
      await tx.execute(sql`
        INSERT INTO change_log (school_id, table_name, scope, event_day, row_id, op, entry)
        SELECT ${schoolId}, 'chatRecords', 'chatHistory', (r.created_at AT TIME ZONE 'UTC')::date, r.id, 'put',
               json_build_object('table', 'chatRecords', 'op', 'put', 'row', json_build_object(
                 'id', r.id, 'schoolId', r.school_id, 'classId', r.class_id, 'senderUserId', NULL, 'senderName', r.sender_name,
                 'senderImg', '', 'contentType', 1, 'content', r.content, 'voiceImg', '',
                 'createTime', to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::text
        FROM chat_records r
        WHERE r.school_id = ${schoolId} AND r.id BETWEEN ${idOf(String(first + from))} AND ${idOf(String(first + to))}
        ORDER BY r.created_at`);
    });
  }
  return total;
}
