import { APPROVAL_BOX_LABEL, APPROVAL_KIND_LABEL, type ApprovalKind, type ApprovalTemplateRow } from '@contract/org/approvals';
import { Card, Group, SimpleGrid, Stack, Tabs, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCalendarOff, IconFileText, IconReceipt, IconRubberStamp, IconShoppingCart } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '@/lib/session/store';
import { EmptyState } from '@/ui/EmptyState';
import { PageContainer } from '@/ui/PageContainer';
import { ApplyDialog } from './ApplyDialog';
import { BoxTab } from './BoxTab';
import { useApprovalTemplates } from './use-approvals';

const KIND_ICON: Record<ApprovalKind, typeof IconFileText> = {
  leave: IconCalendarOff,
  purchase: IconShoppingCart,
  seal: IconRubberStamp,
  reimburse: IconReceipt,
  general: IconFileText,
};
const KIND_COLOR: Record<ApprovalKind, string> = { leave: 'orange', purchase: 'blue', seal: 'red', reimburse: 'teal', general: 'indigo' };

/** 发起申请: the school's enabled templates as tiles (from the replica: offline too). */
function ApplyTab({ schoolId, onSubmitted }: { schoolId: number; onSubmitted: () => void }) {
  const templates = useApprovalTemplates()?.filter((t) => t.enabled);
  const [open, setOpen] = useState<ApprovalTemplateRow | null>(null);
  if (templates && templates.length === 0) return <EmptyState />;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" pt="md">
        {templates?.map((t) => {
          const Icon = KIND_ICON[t.kind];
          return (
            <UnstyledButton key={t.id} onClick={() => setOpen(t)} aria-label={t.name}>
              <Card withBorder radius="md" padding="md" h="100%">
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon size={40} radius="md" variant="light" color={KIND_COLOR[t.kind]}>
                    <Icon size={22} />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={600}>{t.name}</Text>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {t.description || APPROVAL_KIND_LABEL[t.kind]}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <ApplyDialog
        schoolId={schoolId}
        template={open}
        onClose={(submitted) => {
          setOpen(null);
          if (submitted) onSubmitted();
        }}
      />
    </>
  );
}

/** 审批中心 /APPROVAL, every member's (docs/approvals.md): apply, and the four lists. */
export function ApprovalCenterPage() {
  const schoolId = useSession().session?.schoolInfo.schoolId;
  const [tab, setTab] = useState<string | null>('apply');
  const [refresh, setRefresh] = useState(0);
  if (!schoolId) return null;
  return (
    <PageContainer>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="apply">发起申请</Tabs.Tab>
          {(['mine', 'todo', 'done', 'cc'] as const).map((b) => (
            <Tabs.Tab key={b} value={b}>
              {APPROVAL_BOX_LABEL[b]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="apply">
          <ApplyTab
            schoolId={schoolId}
            onSubmitted={() => {
              setRefresh((n) => n + 1);
              setTab('mine');
            }}
          />
        </Tabs.Panel>
        {(['mine', 'todo', 'done', 'cc'] as const).map((b) => (
          <Tabs.Panel key={b} value={b}>
            <BoxTab schoolId={schoolId} box={b} refresh={refresh} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageContainer>
  );
}
