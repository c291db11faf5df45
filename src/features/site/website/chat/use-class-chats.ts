import { CHAT_STATUS_DEFAULT, type ChatRecordRow, type ClassChatListItem } from '@contract/site/class-chat';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';

/**
 * The school's classes with their chat status, live from the replica (classes in their sort order; a class whose
 * status was never set is open). `reloads` re-reads the list: the toggle bumps it after a cancel or a failure.
 */
export function useClassChats(reloads: number): ClassChatListItem[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId) return [];
    const [classes, chats] = await Promise.all([
      db.table('classes').where('schoolId').equals(schoolId).toArray(),
      db.table('classChats').where('schoolId').equals(schoolId).toArray(),
    ]);
    const status = new Map(chats.map((c) => [c.id as string, c.status as number]));
    return classes
      .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id))
      .map((c) => ({ classId: c.id, className: c.name, status: status.get(c.id) ?? CHAT_STATUS_DEFAULT }));
  }, [db, schoolId, reloads]);
}

/** A class's chat records, oldest first, live from the replica (so the history reads offline). */
export function useChatRecords(classId: string | null): ChatRecordRow[] | undefined {
  const { db, schoolId } = useReplica();
  return useLiveQuery(async () => {
    if (!db || !schoolId || !classId) return [];
    const rows = (await db.table('chatRecords').where('classId').equals(classId).toArray()) as ChatRecordRow[];
    return rows.filter((r) => r.schoolId === schoolId).sort((a, b) => a.createTime.localeCompare(b.createTime) || a.id.localeCompare(b.id));
  }, [db, schoolId, classId]);
}
