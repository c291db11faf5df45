import { Group, Text } from '@mantine/core';
import { acceptOf, checkUploadCount } from '@contract/uploads';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { confirmAction } from '@/ui/confirm';
import { FilePicker } from './FilePicker';
import { MediaPreview } from './MediaPreview';
import { UploadTile } from './UploadTile';
import { useUploadTask } from './use-upload-task';

export interface ImageListUploadProps {
  value: string[];
  onChange(value: string[]): void;
  /** How many images may be kept (SPEC: default 1). */
  max?: number;
  size?: number;
  inputLabel?: string;
}

/** Several images in a row of 148 px tiles with an add tile while under `max`; one upload at a time, in order. */
export function ImageListUpload({ value, onChange, max = 1, size, inputLabel = '选择图片' }: ImageListUploadProps) {
  const task = useUploadTask();
  const [preview, setPreview] = useState<string | null>(null);

  const chosen = async (files: File[]) => {
    const over = checkUploadCount(value.length, files.length, max);
    if (over) return notify.warning(over);
    let next = value;
    for (const file of files) {
      const done = await task.run(file, ['image']);
      if (done) {
        next = [...next, done.filePath];
        onChange(next);
      }
    }
  };
  const remove = async (i: number) => {
    if (await confirmAction({ message: '确定删除该图片吗？', danger: true })) onChange(value.filter((_, j) => j !== i));
  };

  return (
    <>
      <Group gap="sm" align="flex-start">
        {value.map((path, i) => (
          <UploadTile key={path} value={path} size={size} onPreview={setPreview} onRemove={() => remove(i)} />
        ))}
        {task.progress !== null && <UploadTile value={null} size={size} progress={task.progress} />}
        {value.length < max && task.progress === null && (
          <FilePicker accept={acceptOf('image')} multiple={max - value.length > 1} label={inputLabel} onFiles={chosen}>
            {(open) => <UploadTile value={null} size={size} onAdd={open} addLabel={`${value.length}/${max}`} />}
          </FilePicker>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        支持 jpg、png、gif、bmp、webp，单张不超过20MB，最多{max}张
      </Text>
      <MediaPreview src={preview} media="image" onClose={() => setPreview(null)} />
    </>
  );
}
