import type { DevSmsMessage } from '@contract';
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

/**
 * /dev/sms: the local SMS provider's outbox, so verification codes can be used without a gateway. The server offers
 * it only outside production; there this page says so instead.
 */
export function DevSmsPage() {
  const [messages, setMessages] = useState<DevSmsMessage[] | undefined>(undefined);
  const [absent, setAbsent] = useState(false);
  const [provider, setProvider] = useState('local');

  const load = useCallback(async () => {
    try {
      const list = await listDevSms();
      setMessages(list.messages);
      setProvider(list.provider);
    } catch (e) {
      if (isApiError(e) && e.code === 404) setAbsent(true);
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
        description={
          provider === 'http'
            ? '已配置真实短信网关：短信直接发往手机，此处不再记录。'
            : `本地短信服务不会真正发出短信，验证码显示在这里（每 ${REFRESH_MS / 1000} 秒刷新）。生产环境没有此页面。`
        }
        actions={
          !absent && (
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void load()}>
              刷新
            </Button>
          )
        }
      >
        {absent ? (
          <Paper withBorder radius="md">
            <EmptyState title="此页面仅在开发环境提供" description="生产环境（NODE_ENV=production）不记录短信内容。" />
          </Paper>
        ) : (
          <DataTable columns={columns} rows={messages} rowKey={(m) => String(m.id)} page={1} pageSize={100} />
        )}
      </PageContainer>
    </Box>
  );
}
