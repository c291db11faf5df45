import type { ClassRow } from '@contract/school-records';
import { type ParentQr, PARENT_INVITE_PERMISSION } from '@contract/parent-invites';
import { Alert, Button, Group, Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { makeParentQrcodes } from '@/lib/api/calls/parent-invites';
import { useBrowserOnline as useOnline } from '@/lib/online';
import { useReplica } from '@/lib/replica/replica';
import { useCan } from '@/lib/session/can';
import { PageContainer } from '@/ui/PageContainer';
import { JoinRequestsTab } from './JoinRequestsTab';
import { ParentQrSheet } from './ParentQrSheet';

/**
 * 邀请家长: a class's sheet of QR codes to print (each child's code lets a parent ask to join as guardian), and the
 * parents' requests to review. Both need the server: codes are its secrets, requests arrive there.
 */
export function ParentInvitesPage() {
  const { db, schoolId } = useReplica();
  const online = useOnline();
  const mayInvite = useCan(PARENT_INVITE_PERMISSION);
  const classes = useLiveQuery(
    async () =>
      db && schoolId
        ? (await db.table<ClassRow>('classes').where('schoolId').equals(schoolId).toArray()).sort((a, b) => a.sort - b.sort)
        : [],
    [db, schoolId],
  );
  const [classId, setClassId] = useState<string | null>(null);
  const [codes, setCodes] = useState<ParentQr[]>([]);
  const [busy, setBusy] = useState(false);

  const generate = async () => {
    if (!schoolId || !classId) return;
    setBusy(true);
    try {
      setCodes(await makeParentQrcodes(schoolId, classId));
    } catch {
      // The api client has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageContainer title="邀请家长" description="按班级生成家长邀请二维码并打印，家长扫码提交申请，审核通过后成为幼儿的监护人。">
      <Tabs defaultValue="codes">
        <Tabs.List mb="md">
          <Tabs.Tab value="codes">邀请二维码</Tabs.Tab>
          <Tabs.Tab value="requests">家长申请</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="codes">
          <Stack>
            {!online && (
              <Alert color="orange" variant="light">
                当前离线，生成二维码需要联网。
              </Alert>
            )}
            <Paper withBorder radius="md" p="md">
              <Group align="flex-end">
                <Select
                  label="班级"
                  placeholder="请选择班级"
                  w={220}
                  data={(classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
                  value={classId}
                  onChange={setClassId}
                />
                <Button
                  leftSection={<IconQrcode size={16} />}
                  onClick={generate}
                  loading={busy}
                  disabled={!online || !classId || !mayInvite}
                >
                  生成二维码
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconPrinter size={16} />}
                  onClick={() => window.print()}
                  disabled={codes.length === 0}
                >
                  打印
                </Button>
              </Group>
              <Text size="xs" c="dimmed" mt="xs">
                重新生成后，该班幼儿原来的二维码立即失效；二维码7天内有效。
              </Text>
            </Paper>
            {codes.length > 0 ? <ParentQrSheet codes={codes} /> : <Text c="dimmed">暂无数据</Text>}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="requests">{schoolId && <JoinRequestsTab schoolId={schoolId} />}</Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
