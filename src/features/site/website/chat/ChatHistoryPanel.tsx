import { CHAT_CONTENT, CHAT_STATUS, type ClassChatListItem, ClassChatMsg } from '@contract/site/class-chat';
import { uuidv7 } from '@contract/ids';
import { Badge, Button, Group, Paper, ScrollArea, Text } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { useSession } from '@/lib/session/store';
import { confirmAction } from '@/ui/confirm';
import { EmptyState } from '@/ui/EmptyState';
import { MediaPreview } from '@/ui/upload';
import { ChatMessage } from './ChatMessage';
import classes from './chat.module.css';
import { EarlierMessages } from './EarlierMessages';
import { useChatRecords } from './use-class-chats';
import { useEarlierChatRecords } from './use-earlier-chat-records';
import { stopVoice } from './voice-player';

/**
 * A class's chat history as a transcript, read from the replica (offline too) for the sync window, with the older
 * messages a click away (加载更早的消息, online or kept from an earlier read). The conversation is 已结束 when its
 * last record is the ended marker; 结束对话 appends one after 请确认结束当前对话?.
 */
export function ChatHistoryPanel({ schoolId, chat }: { schoolId: number; chat: ClassChatListItem }) {
  const { session, offline } = useSession();
  const userId = session?.userId;
  const online = useBrowserOnline() && !offline;
  const earlier = useEarlierChatRecords(chat.classId, online);
  // The window's messages; older ones the replica may still hold until its next pull are shown with the earlier ones.
  const records = useChatRecords(chat.classId)?.filter((r) => r.createTime >= earlier.windowStart);
  const mutate = useMutate();
  const mayEnd = useCanMutate('classChat.end');
  const [preview, setPreview] = useState<{ src: string; media: 'image' | 'video' } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const ended = records?.at(-1)?.contentType === CHAT_CONTENT.ended;

  useEffect(() => stopVoice, []);
  // Open at the newest message, as a chat does, and follow new ones.
  useEffect(() => {
    if (records?.length !== undefined) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [records?.length]);

  const end = async () => {
    if (!(await confirmAction({ message: ClassChatMsg.confirmEnd }))) return;
    if (await mutate('classChat.end', { id: uuidv7(), schoolId, classId: chat.classId })) notify.success(ClassChatMsg.done);
  };

  return (
    <Paper withBorder radius="md" data-testid="chat-history">
      <Group justify="space-between" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="xs">
          <Text fw={600}>{chat.className}</Text>
          <Badge variant="light" color={chat.status === CHAT_STATUS.open ? 'teal' : 'gray'}>
            {chat.status === CHAT_STATUS.open ? '聊天已开启' : '聊天已关闭'}
          </Badge>
          {records && records.length > 0 && (
            <Badge variant="dot" color={ended ? 'gray' : 'blue'} data-testid="conversation-state">
              {ended ? ClassChatMsg.ended : '进行中'}
            </Badge>
          )}
        </Group>
        {mayEnd && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconMessageOff size={14} />}
            disabled={ended || !records?.length}
            onClick={() => void end()}
          >
            {ended ? ClassChatMsg.ended : '结束对话'}
          </Button>
        )}
      </Group>
      <ScrollArea className={classes.transcript} viewportRef={viewport} type="auto">
        <EarlierMessages earlier={earlier} online={online} onPreview={(src, media) => setPreview({ src, media })} />
        {records?.length === 0 && earlier.records.length === 0 ? (
          <EmptyState description="该班级近期没有聊天记录" />
        ) : (
          <div style={{ padding: '8px 0' }}>
            {records?.map((r) => (
              <ChatMessage
                key={r.id}
                record={r}
                self={r.senderUserId !== null && r.senderUserId === userId}
                onPreview={(src, media) => setPreview({ src, media })}
              />
            ))}
          </div>
        )}
      </ScrollArea>
      <MediaPreview src={preview?.src ?? null} media={preview?.media ?? 'image'} onClose={() => setPreview(null)} />
    </Paper>
  );
}
