import type { DevSmsMessage } from '@contract/sms';
import { Badge, Box, Button, Code, Group, Paper, Text } from '@mantine/core';
import { IconMessage2Code, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { listDevSms } from '@/lib/api/calls/list-dev-sms';
import { type Column, DataTable } from '@/ui/DataTable';
import { EmptyState } from '@/ui/EmptyState';
import { PageContainer } from '@/ui/PageContainer';

const REFRESH_MS = 3000;

/** The content with the 6-digit code picked out, so it can be read at a glance. */
function Content({ text }: { text: string }) {
  const code = text.match(/\d(?: ?\d){5}/)?.[0];
  return (
    <Group gap="sm" wrap="nowrap">
      {code && (
        <Code fz="md" fw={700} data-testid="sms-code">
          {code.replaceAll(' ', '')}
        </Code>
      )}
      <Text size="sm">{text}</Text>
    </Group>
  );
}

const columns: Column<DevSmsMessage>[] = [
  { key: 'phone', title: '手机号', width: 140, render: (m) => m.mobilePhone },
  {
    key: 'channel',
    title: '方式',
    width: 90,
    render: (m) => (
      <Badge variant="light" color={m.channel === 'voice' ? 'grape' : 'blue'}>
        {m.channel === 'voice' ? '语音' : '短信'}
      </Badge>
    ),
  },
  { key: 'content', title: '内容', render: (m) => <Content text={m.content} /> },
  { key: 'time', title: '发送时间', width: 180, render: (m) => m.createdAt },
];

/** Why the inbox is not shown: the server has none (404), or this is not the server's own machine (403). */
const UNAVAILABLE = {
  absent: {
    title: '此页面仅在使用本地短信通道时提供',
    description: '生产环境（NODE_ENV=production）或已配置短信网关（SMS_HTTP_URL）时没有此页面；验证码会打印在服务器控制台。',
  },
  remote: {
    title: '短信内容仅可在运行服务器的电脑上查看',
    description: '请在运行服务器的电脑上打开 http://127.0.0.1:端口/dev/sms，或查看服务器控制台。',
  },
} as const;

/**
 * /dev/sms: the local SMS provider's outbox, so verification codes can be used without a gateway. The server offers
 * it to its own machine only, outside production, while no gateway is set; elsewhere this page says why not.
 */
export function DevSmsPage() {
  const [messages, setMessages] = useState<DevSmsMessage[] | undefined>(undefined);
  const [unavailable, setUnavailable] = useState<keyof typeof UNAVAILABLE | null>(null);

  const load = useCallback(async () => {
    try {
      const list = await listDevSms();
      setMessages(list.messages);
    } catch (e) {
      if (isApiError(e) && e.code === 404) setUnavailable('absent');
      if (isApiError(e) && e.code === 403) setUnavailable('remote');
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load(), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [load]);

  return (
    <Box bg="gray.0" mih="100dvh">
      <PageContainer
        title={
          <Group gap="xs">
            <IconMessage2Code size={26} stroke={1.6} />
            短信收件箱（开发环境）
          </Group>
        }
        description={`本地短信服务不会真正发出短信，验证码显示在这里（每 ${REFRESH_MS / 1000} 秒刷新），仅运行服务器的电脑可见。`}
        actions={
          !unavailable && (
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void load()}>
              刷新
            </Button>
          )
        }
      >
        {unavailable ? (
          <Paper withBorder radius="md">
            <EmptyState title={UNAVAILABLE[unavailable].title} description={UNAVAILABLE[unavailable].description} />
          </Paper>
        ) : (
          <DataTable columns={columns} rows={messages} rowKey={(m) => String(m.id)} page={1} pageSize={100} />
        )}
      </PageContainer>
    </Box>
  );
}
