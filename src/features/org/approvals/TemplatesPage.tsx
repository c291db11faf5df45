import {
  APPROVAL_KIND_LABEL,
  APPROVAL_TEMPLATE_EDIT,
  type ApprovalOptions,
  ApprovalMsg,
  type ApprovalTemplateRow,
} from '@contract/org/approvals';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { deleteApprovalTemplate, getApprovalOptions, saveApprovalTemplate } from '@/lib/api/calls/approvals';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { confirmAction } from '@/ui/confirm';
import { type Column, DataTable } from '@/ui/DataTable';
import { PageContainer } from '@/ui/PageContainer';
import { TablePager } from '@/ui/TablePager';
import { usePaging } from '@/ui/use-paging';
import { TemplateDesigner } from './TemplateDesigner';
import { useApprovalTemplates } from './use-approvals';

/**
 * 审批设置 /JCSZ/SPGL: the school's templates (from the replica), each with its flow; 新增/编辑 in the designer, 停用/启用
 * and 删除 (online: the server checks the people and positions they name).
 */
export function TemplatesPage() {
  const schoolId = useSession().session?.schoolInfo.schoolId;
  const mayEdit = useCan(APPROVAL_TEMPLATE_EDIT);
  const templates = useApprovalTemplates();
  const paging = usePaging(templates);
  const [open, setOpen] = useState<ApprovalTemplateRow | 'new' | null>(null);
  const [options, setOptions] = useState<ApprovalOptions | null>(null);
  useEffect(() => {
    if (!schoolId || !mayEdit || !open || options) return;
    getApprovalOptions(schoolId)
      .then(setOptions)
      .catch(() => {});
  }, [schoolId, mayEdit, open, options]);
  if (!schoolId) return null;

  const toggle = async (t: ApprovalTemplateRow) => {
    try {
      await saveApprovalTemplate({
        schoolId,
        id: t.id,
        name: t.name,
        kind: t.kind,
        description: t.description,
        fields: t.fields,
        steps: t.steps.map(({ type, mode, userIds, positionId }) => ({ type, mode, userIds, positionId })),
        ccUserIds: t.ccUserIds,
        enabled: !t.enabled,
      });
      notify.success(t.enabled ? '已停用' : '已启用');
    } catch {
      // the call's toast says why
    }
  };
  const remove = async (t: ApprovalTemplateRow) => {
    if (!(await confirmAction({ message: ApprovalMsg.confirmDelete, danger: true }))) return;
    try {
      await deleteApprovalTemplate(schoolId, t.id);
      notify.success(ApprovalMsg.templateDeleted);
    } catch {
      // the call's toast says why
    }
  };

  const columns: Column<ApprovalTemplateRow>[] = [
    { key: 'name', title: '模板名称', width: 140, render: (t) => <Text fw={500}>{t.name}</Text> },
    { key: 'kind', title: '类型', width: 80, render: (t) => APPROVAL_KIND_LABEL[t.kind] },
    {
      key: 'fields',
      title: '表单字段',
      render: (t) => (
        <Text size="sm" lineClamp={1}>
          {t.fields.map((f) => f.label).join('、')}
        </Text>
      ),
    },
    {
      key: 'flow',
      title: '审批流程',
      render: (t) => (
        <Text size="sm" lineClamp={1}>
          {t.steps.map((s) => s.label).join(' → ')}
        </Text>
      ),
    },
    { key: 'cc', title: '抄送', width: 100, render: (t) => t.ccNames.join('、') || '—' },
    {
      key: 'enabled',
      title: '状态',
      width: 80,
      render: (t) => (
        <Badge variant="light" color={t.enabled ? 'green' : 'gray'}>
          {t.enabled ? '启用' : '停用'}
        </Badge>
      ),
    },
    { key: 'time', title: '更新时间', width: 170, render: (t) => t.updateTime },
    ...(mayEdit
      ? [
          {
            key: 'actions',
            title: '操作',
            width: 150,
            render: (t: ApprovalTemplateRow) => (
              <Group gap="sm" wrap="nowrap">
                <Anchor component="button" type="button" size="sm" onClick={() => setOpen(t)}>
                  编辑
                </Anchor>
                <Anchor component="button" type="button" size="sm" onClick={() => toggle(t)}>
                  {t.enabled ? '停用' : '启用'}
                </Anchor>
                <Anchor component="button" type="button" size="sm" c="red" onClick={() => remove(t)}>
                  删除
                </Anchor>
              </Group>
            ),
          },
        ]
      : []),
  ];
  return (
    <PageContainer>
      <Stack gap="md">
        {mayEdit && (
          <Group>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen('new')}>
              新增模板
            </Button>
          </Group>
        )}
        <DataTable columns={columns} rows={paging.visible} rowKey={(t) => t.id} page={paging.page} pageSize={paging.pageSize} />
        <TablePager total={paging.total} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
      </Stack>
      <TemplateDesigner schoolId={schoolId} template={open} options={options} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
