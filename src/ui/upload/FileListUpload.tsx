import { ActionIcon, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileText, IconHeadphones, IconMovie, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { acceptOf, checkUploadCount, fileGroupOf, fileUrl, isPendingUploadRef, type UploadKind } from '@contract/uploads';
import { notify } from '@/lib/notify';
import { confirmAction } from '@/ui/confirm';
import { FilePicker } from './FilePicker';
import { useUploadTask } from './use-upload-task';

export interface ListedFile {
  filePath: string;
  fileName: string;
  size: number;
}

export interface FileListUploadProps {
  value: ListedFile[];
  onChange(value: ListedFile[]): void;
  /** Default: PDF (10 MB), office files (50 MB) and audio (10 MB). */
  kinds?: readonly UploadKind[];
  max?: number;
}

const ICONS = { image: IconPhoto, video: IconMovie, audio: IconHeadphones, document: IconFileText } as const;
const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;

/** Attachments as a list (Element's text upload): 点击上传, then name, size, 等待上传 when kept offline, 删除. */
export function FileListUpload({ value, onChange, kinds = ['pdf', 'office', 'audio'], max = 5 }: FileListUploadProps) {
  const task = useUploadTask();
  const chosen = async (files: File[]) => {
    const over = checkUploadCount(value.length, files.length, max);
    if (over) return notify.warning(over);
    let next = value;
    for (const file of files) {
      const done = await task.run(file, kinds);
      if (done) {
        next = [...next, { filePath: done.filePath, fileName: done.fileName, size: done.size }];
        onChange(next);
      }
    }
  };
  const remove = async (i: number) => {
    if (await confirmAction({ message: '确定删除该文件吗？', danger: true })) onChange(value.filter((_, j) => j !== i));
  };
  return (
    <Stack gap={6}>
      <FilePicker
        accept={acceptOf(...kinds)}
        multiple
        label="选择文件"
        onFiles={chosen}
        disabled={task.progress !== null || value.length >= max}
      >
        {(open) => (
          <Group gap="sm">
            <Button
              size="xs"
              leftSection={<IconUpload size={14} />}
              onClick={open}
              disabled={task.progress !== null || value.length >= max}
            >
              点击上传
            </Button>
            <Text size="xs" c="dimmed">
              {`最多${max}个文件`}
            </Text>
          </Group>
        )}
      </FilePicker>
      {task.progress !== null && <Progress value={task.progress} size="sm" aria-label="上传进度" />}
      {value.map((f, i) => {
        const Icon = ICONS[fileGroupOf(f.fileName)];
        const pending = isPendingUploadRef(f.filePath);
        return (
          <Group key={f.filePath} gap="xs" wrap="nowrap">
            <Icon size={16} color="var(--mantine-color-gray-6)" />
            {pending ? (
              <Text size="sm" truncate>
                {f.fileName}
              </Text>
            ) : (
              <Text component="a" href={fileUrl(f.filePath)} target="_blank" size="sm" c="blue" truncate>
                {f.fileName}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatSize(f.size)}
              {pending ? ' · 等待上传' : ''}
            </Text>
            <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`删除 ${f.fileName}`} onClick={() => remove(i)} ml="auto">
              <IconTrash size={14} />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
