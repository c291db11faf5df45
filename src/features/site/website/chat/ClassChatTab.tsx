import type { ClassChatListItem } from '@contract/site/class-chat';
import { Paper } from '@mantine/core';
import { useState } from 'react';
import { EmptyState } from '@/ui/EmptyState';
import { ChatHistoryPanel } from './ChatHistoryPanel';
import { ClassChatList } from './ClassChatList';
import classes from './chat.module.css';
import { useClassChats } from './use-class-chats';

/** Tab 5 家委会聊天 (JWH only): the classes with their chat switch beside the chosen class's history. */
export function ClassChatTab({ schoolId }: { schoolId: number }) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const all = useClassChats(0);
  // The first class until one is chosen; the row is re-read so the panel shows its current status.
  const chat = all?.find((c) => c.classId === selectedId) ?? all?.[0];
  return (
    <div className={classes.layout}>
      <ClassChatList schoolId={schoolId} selected={chat?.classId ?? null} onSelect={(c: ClassChatListItem) => setSelectedId(c.classId)} />
      {chat ? (
        <ChatHistoryPanel key={chat.classId} schoolId={schoolId} chat={chat} />
      ) : (
        <Paper withBorder radius="md">
          <EmptyState description="请先在左侧选择班级" />
        </Paper>
      )}
    </div>
  );
}
