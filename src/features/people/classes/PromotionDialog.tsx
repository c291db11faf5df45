import { gradeLabel } from '@contract/enums';
import { uuidv7 } from '@contract/ids';
import { ClassMsg, type PromotionPreviewItem } from '@contract/people/promotion';
import { Alert, Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { getPromotionPreview, planPromotion } from '@/lib/api/calls/class-promotion';
import { notify } from '@/lib/notify';
import { confirmAction } from '@/ui/confirm';
import type { Column } from '@/ui/DataTable';
import { DataTable } from '@/ui/DataTable';
import { FormDialog } from '@/ui/FormDialog';

interface Props {
  opened: boolean;
  onClose: () => void;
  schoolId: number;
  schoolStyle: number;
  online: boolean;
  noun: string;
}

/**
 * 升班: the preview of what it changes (each class old → new, the children graduating), then 立即执行 or a day
 * the server runs it on. Online only: the server decides it, in one transaction, and the replicas learn it by pull.
 */
export function PromotionDialog({ opened, onClose, schoolId, schoolStyle, online, noun }: Props) {
  const [preview, setPreview] = useState<PromotionPreviewItem[] | undefined>();
  const [mode, setMode] = useState<'now' | 'date'>('now');
  const [runOn, setRunOn] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!opened || !online) return;
    setPreview(undefined);
    setMode('now');
    setRunOn(null);
    const abort = new AbortController();
    getPromotionPreview(schoolId, { signal: abort.signal }).then(setPreview, () => setPreview([]));
    return () => abort.abort();
  }, [opened, online, schoolId]);

  const graduating = (preview ?? []).reduce((n, p) => n + p.graduating, 0);
  const children = schoolStyle === 2 ? '学生' : '幼儿';
  const grade = (g: number) => gradeLabel(g, schoolStyle);
  const columns: Column<PromotionPreviewItem>[] = [
    { key: 'name', title: `${noun}`, render: (p) => p.name },
    { key: 'grade', title: '当前年级', width: 100, render: (p) => grade(p.grade) },
    {
      key: 'after',
      title: '升班后',
      render: (p) =>
        p.action === 'stay' ? (
          <Text size="sm" c="dimmed">
            不变
          </Text>
        ) : (
          `${p.newName}（${p.action === 'graduate' ? '毕业' : grade(p.newGrade)}）`
        ),
    },
    {
      key: 'graduating',
      title: '毕业人数',
      width: 100,
      render: (p) => (p.action === 'graduate' ? <Badge color="orange">{p.graduating}</Badge> : '—'),
    },
  ];

  const submit = async () => {
    if (!online) return notify.warning(ClassMsg.offline);
    if (mode === 'date' && !runOn) return notify.warning('请选择执行日期');
    const question = mode === 'now' ? `确定立即执行升班吗？${graduating} 名${children}将毕业。` : `确定于 ${runOn} 执行升班吗？`;
    if (!(await confirmAction({ message: question }))) return;
    setSaving(true);
    try {
      const plan = await planPromotion({ id: uuidv7(), schoolId, ...(mode === 'date' && runOn ? { runOn } : {}) });
      notify.success(plan.state === 'done' ? '升班成功' : '升班计划已保存');
      onClose();
    } catch {
      // The client has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title="升班"
      size="xl"
      onSubmit={(e) => {
        e?.preventDefault();
        void submit();
      }}
      saving={saving}
    >
      {!online ? (
        <Alert color="orange" title="需要联网">
          {ClassMsg.offline}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            升班后每个{noun}升入下一年级，最高年级的在读{children}毕业；执行后在下次修改{noun}或{children}之前可以撤销。
          </Text>
          <DataTable columns={columns} rows={preview} rowKey={(p) => p.classId} page={1} pageSize={Math.max(preview?.length ?? 0, 1)} />
          <Group gap="xl" align="flex-end">
            <Radio.Group label="执行时间" value={mode} onChange={(v) => setMode(v as 'now' | 'date')}>
              <Group mt={6}>
                <Radio value="now" label="立即执行" />
                <Radio value="date" label="指定日期" />
              </Group>
            </Radio.Group>
            {mode === 'date' && (
              <DateInput
                aria-label="执行日期"
                placeholder="请选择执行日期"
                valueFormat="YYYY-MM-DD"
                minDate={dayjs().format('YYYY-MM-DD')}
                value={runOn}
                onChange={(v) => setRunOn(v ? dayjs(v).format('YYYY-MM-DD') : null)}
                w={180}
              />
            )}
          </Group>
        </Stack>
      )}
    </FormDialog>
  );
}
