import {
  ANNOUNCEMENT_PUBLISH,
  AnnouncementMsg,
  type AnnouncementRow,
  announcementFields,
  DocStatus,
  NOTICE_LIMITS,
  NOTICE_STATUS_LABELS,
} from '@contract/site/notices';
import { fileUrl } from '@contract/uploads';
import { Anchor, Badge, Button, Group, Image, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { deleteAnnouncement, getAnnouncements, saveAnnouncement, withdrawAnnouncement } from '@/lib/api/calls/notices';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/session/can';
import { useSession } from '@/lib/session/store';
import { confirmAction } from '@/ui/confirm';
import { type Column, DataTable } from '@/ui/DataTable';
import { SearchInput } from '@/ui/fields/SearchInput';
import { PageContainer } from '@/ui/PageContainer';
import { SafeHtml } from '@/ui/rich-text/SafeHtml';
import { TablePager } from '@/ui/TablePager';
import { ImageUpload } from '@/ui/upload';
import { useServerPage } from './use-server-page';

const RichTextField = lazy(() => import('@/ui/rich-text/RichTextField'));
const STATUS_COLORS: Record<number, string> = { 0: 'gray', 1: 'teal', 2: 'orange' };
type Form = { id?: string; title: string; cover: string | null; content: string };

/** 校园宣传 /YWGL/XYXC: announcements to parents (the parents' app reads the published ones, docs/notices.md). */
export function AnnouncementsPage() {
  const schoolId = useSession().session?.schoolInfo.schoolId;
  const mayPublish = useCan(ANNOUNCEMENT_PUBLISH);
  const { search, page, paging, rows, reload } = useServerPage(schoolId, getAnnouncements);
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [preview, setPreview] = useState<AnnouncementRow | null>(null);
  const [saving, setSaving] = useState(false);
  if (!schoolId) return null;

  const submit = async (publish: boolean) => {
    if (!form) return;
    const e: Record<string, string | undefined> = {};
    for (const k of ['title', 'cover', 'content'] as const) {
      const r = announcementFields[k].safeParse(form[k] ?? '');
      if (!r.success) e[k] = r.error.issues[0]?.message;
    }
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    setSaving(true);
    try {
      await saveAnnouncement({
        schoolId,
        ...(form.id ? { id: form.id } : {}),
        title: form.title.trim(),
        cover: form.cover ?? '',
        content: form.content,
        publish,
      });
      notify.success(publish ? AnnouncementMsg.published : AnnouncementMsg.saved);
      setForm(null);
      reload();
    } catch {
      // toasted
    } finally {
      setSaving(false);
    }
  };
  const act = async (message: string, call: () => Promise<unknown>, done: string, danger = false) => {
    if (!(await confirmAction({ message, danger }))) return;
    try {
      await call();
      notify.success(done);
      reload();
    } catch {
      // toasted
    }
  };
  const columns: Column<AnnouncementRow>[] = [
    {
      key: 'cover',
      title: '封面',
      width: 90,
      render: (a) => <Image src={fileUrl(a.cover)} h={40} w={64} radius="sm" fit="cover" alt="" />,
    },
    {
      key: 'title',
      title: '标题',
      render: (a) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setPreview(a)}>
          {a.title}
        </Anchor>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 90,
      render: (a) => (
        <Badge variant="light" color={STATUS_COLORS[a.status]}>
          {NOTICE_STATUS_LABELS[a.status]}
        </Badge>
      ),
    },
    { key: 'author', title: '发布人', width: 100, render: (a) => a.authorName },
    { key: 'time', title: '发布时间', width: 170, render: (a) => a.publishTime ?? '—' },
    {
      key: 'actions',
      title: '操作',
      width: 200,
      render: (a) => (
        <Group gap="md" wrap="nowrap">
          <Anchor component="button" type="button" size="sm" onClick={() => setPreview(a)}>
            预览
          </Anchor>
          {mayPublish && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setForm({ id: a.id, title: a.title, cover: a.cover, content: a.content })}
            >
              编辑
            </Anchor>
          )}
          {mayPublish && a.status === DocStatus.published && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                void act(AnnouncementMsg.confirmWithdraw, () => withdrawAnnouncement(schoolId, a.id), AnnouncementMsg.withdrawn)
              }
            >
              撤回
            </Anchor>
          )}
          {mayPublish && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              c="red"
              onClick={() => void act(AnnouncementMsg.confirmDelete, () => deleteAnnouncement(schoolId, a.id), '操作成功', true)}
            >
              删除
            </Anchor>
          )}
        </Group>
      ),
    },
  ];
  return (
    <PageContainer>
      <Group justify="space-between">
        <SearchInput search={search} placeholder="请输入标题" w={240} onChange={paging.toFirstPage} />
        {mayPublish && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              setErrors({});
              setForm({ title: '', cover: null, content: '' });
            }}
          >
            新建宣传
          </Button>
        )}
      </Group>
      <DataTable columns={columns} rows={rows} rowKey={(a) => a.id} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={page?.total ?? 0} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
      <Modal opened={!!form} onClose={() => setForm(null)} title={form?.id ? '编辑宣传' : '新建宣传'} size="xl">
        {form && (
          <Stack gap="md">
            <TextInput
              label="标题"
              withAsterisk
              value={form.title}
              error={errors.title}
              placeholder={`最多${NOTICE_LIMITS.title}个字`}
              onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                封面{' '}
                <Text span c="red">
                  *
                </Text>
              </Text>
              <ImageUpload
                value={form.cover}
                onChange={(cover) => setForm((f) => f && { ...f, cover })}
                cropAspect={16 / 9}
                inputLabel="上传封面"
              />
              {errors.cover && (
                <Text size="xs" c="red">
                  {errors.cover}
                </Text>
              )}
            </Stack>
            <Suspense fallback={null}>
              <RichTextField
                value={form.content}
                onChange={(content) => setForm((f) => f && { ...f, content })}
                error={errors.content}
                max={NOTICE_LIMITS.text}
                contentLabel="宣传内容"
              />
            </Suspense>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setForm(null)}>
                取消
              </Button>
              <Button variant="light" loading={saving} onClick={() => void submit(false)}>
                保存
              </Button>
              <Button loading={saving} onClick={() => void submit(true)}>
                发布
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={!!preview} onClose={() => setPreview(null)} title="预览（家长端所见）" size="md">
        {preview && (
          <Stack gap="sm">
            <Image src={fileUrl(preview.cover)} radius="sm" alt="" />
            <Text fw={600} size="lg">
              {preview.title}
            </Text>
            <Text size="xs" c="dimmed">
              {preview.publishTime ?? '未发布'}
            </Text>
            <SafeHtml html={preview.content} />
          </Stack>
        )}
      </Modal>
    </PageContainer>
  );
}
