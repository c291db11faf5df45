import {
  Audience,
  NOTICE_LIMITS,
  type StaffNoticeDetail,
  StaffNoticeMsg,
  staffNoticeFields,
  type NoticeAudienceOptions,
} from '@contract/site/notices';
import { Button, Group, Input, Modal, MultiSelect, Radio, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { getNoticeAudience, saveStaffNotice } from '@/lib/api/calls/notices';
import { notify } from '@/lib/notify';
import { confirmAction } from '@/ui/confirm';
import { FileListUpload, type ListedFile } from '@/ui/upload';

const RichTextField = lazy(() => import('@/ui/rich-text/RichTextField'));

interface Draft {
  title: string;
  content: string;
  attachments: ListedFile[];
  audienceType: 1 | 2 | 3;
  audienceIds: string[];
}
const EMPTY: Draft = { title: '', content: '', attachments: [], audienceType: 1, audienceIds: [] };

/** 新建/编辑通知: title, audience (全园/部门/人员), rich text, attachments; 保存草稿 or 发布 (confirmed). */
export function NoticeEditor({
  schoolId,
  editing,
  opened,
  onClose,
}: {
  schoolId: number;
  /** A draft being edited, or null for a new notice. */
  editing: StaffNoticeDetail | null;
  opened: boolean;
  onClose: (saved: boolean) => void;
}) {
  const [d, setD] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [options, setOptions] = useState<NoticeAudienceOptions | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setErrors({});
    setD(
      editing
        ? {
            title: editing.title,
            content: editing.content,
            attachments: editing.attachments,
            audienceType: editing.audienceType as Draft['audienceType'],
            audienceIds: editing.audienceIds.map(String),
          }
        : EMPTY,
    );
    getNoticeAudience(schoolId)
      .then(setOptions)
      .catch(() => {});
  }, [opened, editing, schoolId]);

  const check = (): boolean => {
    const e: typeof errors = {};
    for (const k of ['title', 'content'] as const) {
      const r = staffNoticeFields[k].safeParse(d[k]);
      if (!r.success) e[k] = r.error.issues[0]?.message;
    }
    if (d.audienceType !== Audience.school && d.audienceIds.length === 0) e.audienceIds = StaffNoticeMsg.audience;
    setErrors(e);
    return Object.keys(e).length === 0;
  };
  const submit = async (publish: boolean) => {
    if (!check()) return;
    if (publish && !(await confirmAction({ message: StaffNoticeMsg.confirmPublish }))) return;
    setSaving(true);
    try {
      await saveStaffNotice({
        schoolId,
        ...(editing ? { id: editing.id } : {}),
        title: d.title.trim(),
        content: d.content,
        attachments: d.attachments,
        audienceType: d.audienceType,
        audienceIds: d.audienceType === Audience.school ? [] : d.audienceIds.map(Number),
        publish,
      });
      notify.success(publish ? StaffNoticeMsg.published : StaffNoticeMsg.saved);
      onClose(true);
    } catch {
      // The call's toast says why.
    } finally {
      setSaving(false);
    }
  };
  const choices =
    d.audienceType === Audience.departments
      ? (options?.departments ?? []).map((x) => ({ value: String(x.id), label: `${x.name}（${x.staff}人）` }))
      : (options?.staff ?? []).map((x) => ({ value: String(x.userId), label: x.position ? `${x.userName}（${x.position}）` : x.userName }));

  return (
    <Modal opened={opened} onClose={() => onClose(false)} title={editing ? '编辑通知' : '新建通知'} size="xl">
      <Stack gap="md">
        <TextInput
          label="标题"
          withAsterisk
          maxLength={NOTICE_LIMITS.title + 10}
          placeholder={`请输入标题（最多${NOTICE_LIMITS.title}个字）`}
          value={d.title}
          error={errors.title}
          onChange={(e) => setD({ ...d, title: e.currentTarget.value })}
        />
        <Radio.Group
          label="通知对象"
          withAsterisk
          value={String(d.audienceType)}
          onChange={(v) => setD({ ...d, audienceType: Number(v) as Draft['audienceType'], audienceIds: [] })}
        >
          <Group mt={6}>
            <Radio value="1" label="全园教职工" />
            <Radio value="2" label="指定部门" />
            <Radio value="3" label="指定人员" />
          </Group>
        </Radio.Group>
        {d.audienceType !== Audience.school && (
          <MultiSelect
            aria-label={d.audienceType === Audience.departments ? '选择部门' : '选择人员'}
            placeholder={d.audienceType === Audience.departments ? '请选择部门' : '请选择人员'}
            data={choices}
            value={d.audienceIds}
            searchable
            clearable
            error={errors.audienceIds}
            onChange={(v) => setD({ ...d, audienceIds: v })}
          />
        )}
        <Suspense fallback={null}>
          <RichTextField
            value={d.content}
            onChange={(html) => setD((x) => ({ ...x, content: html }))}
            error={errors.content}
            max={NOTICE_LIMITS.text}
            contentLabel="通知内容"
          />
        </Suspense>
        <Input.Wrapper label="附件">
          <FileListUpload
            value={d.attachments}
            onChange={(attachments) => setD((x) => ({ ...x, attachments }))}
            kinds={['pdf', 'office', 'image']}
            max={NOTICE_LIMITS.attachments}
          />
        </Input.Wrapper>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onClose(false)}>
            取消
          </Button>
          <Button variant="light" loading={saving} onClick={() => void submit(false)}>
            保存草稿
          </Button>
          <Button loading={saving} onClick={() => void submit(true)}>
            发布
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
