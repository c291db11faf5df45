import type { DevSmsMessage } from '@contract/sms';
import { Badge, Box, Button, Code, Group, Paper, Text } from '@mantine/core';
import { IconMessage2Code, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { listDevSms } from '@/lib/api/calls/list-dev-sms';
import { type Column, DataTable } from '@/ui/DataTable';
import { EmptyState } from '@/ui/EmptyState';
import { PageContainer } from '@/ui/PageContainer';
import { takeOperatorKey } from './operator-key';

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

/** Why the inbox is not shown: the server has none (404), or the request is not the operator's (403). */
const UNAVAILABLE = {
  absent: {
    title: '此页面仅在开启开发辅助且使用本地短信通道时提供',
    description: '服务器需以 YUANWU_DEV_AIDS=on 启动且未配置短信网关（SMS_HTTP_URL）；验证码也会打印在服务器控制台。',
  },
  refused: {
    title: '短信内容仅限运行服务器的人查看',
    description:
      '请在运行服务器的电脑上打开服务器控制台打印的「短信收件箱」链接（含操作密钥）；未设置 YUANWU_OPERATOR_KEY 时，服务器每次启动都会更换密钥。',
  },
} as const;

/**
 * /dev/sms: the local SMS provider's outbox, so verification codes can be used without a gateway. A development aid:
 * the server lists it for the operator's key (from the link on its console) on its own machine only; elsewhere this
 * page says why not.
 */
export function DevSmsPage() {
  const [operatorKey] = useState(takeOperatorKey);
  const [messages, setMessages] = useState<DevSmsMessage[] | undefined>(undefined);
  const [unavailable, setUnavailable] = useState<keyof typeof UNAVAILABLE | null>(null);

  const load = useCallback(async () => {
    try {
      const list = await listDevSms(operatorKey);
      setMessages(list.messages);
    } catch (e) {
      if (isApiError(e) && e.code === 404) setUnavailable('absent');
      if (isApiError(e) && e.code === 403) setUnavailable('refused');
    }
  }, [operatorKey]);

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
        description={`本地短信服务不会真正发出短信，验证码显示在这里（每 ${REFRESH_MS / 1000} 秒刷新），仅运行服务器的人可见。`}
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
