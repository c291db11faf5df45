import { Button, Center, Divider, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { ChatMessage, type Preview } from './ChatMessage';
import type { EarlierRecords } from './use-earlier-chat-records';

/**
 * The top of a transcript: messages sent before the sync window, loaded on demand (newest page first), then a
 * divider where the replica's own messages begin.
 */
export function EarlierMessages({ earlier, online, onPreview }: { earlier: EarlierRecords; online: boolean; onPreview: Preview }) {
  const { records, more, loading, unavailable, loadMore, windowStart } = earlier;
  return (
    <div data-testid="earlier-messages">
      <Center py="xs">
        {more && !(unavailable && !online) ? (
          <Button size="compact-xs" variant="subtle" leftSection={<IconHistory size={14} />} loading={loading} onClick={loadMore}>
            加载更早的消息
          </Button>
        ) : unavailable ? (
          <Text size="xs" c="dimmed">
            当前处于离线状态，{windowStart} 之前的消息需联网查看
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            没有更早的消息了
          </Text>
        )}
      </Center>
      {records.map((r) => (
        <ChatMessage key={r.id} record={r} self={r.self} onPreview={onPreview} />
      ))}
      {records.length > 0 && (
        <Divider my="xs" label={`以下为 ${windowStart} 以来的消息`} labelPosition="center" data-testid="window-divider" />
      )}
    </div>
  );
}
