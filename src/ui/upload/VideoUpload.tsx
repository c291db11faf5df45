import { Text } from '@mantine/core';
import { acceptOf } from '@contract/uploads';
import { useState } from 'react';
import { confirmAction } from '@/ui/confirm';
import { FilePicker } from './FilePicker';
import { MediaPreview } from './MediaPreview';
import { UploadTile } from './UploadTile';
import { useUploadTask } from './use-upload-task';

export interface VideoValue {
  filePath: string;
  /** Seconds (SPEC §3 timeLog). */
  seconds: number;
}

export interface VideoUploadProps {
  value: VideoValue | null;
  onChange(value: VideoValue | null): void;
  size?: number;
}

/** One mp4/mov video (500 MB, 30 minutes): a first-frame preview and 视频播放 in a dialog. */
export function VideoUpload({ value, onChange, size }: VideoUploadProps) {
  const task = useUploadTask();
  const [playing, setPlaying] = useState<string | null>(null);
  const chosen = async ([file]: File[]) => {
    if (!file) return;
    const done = await task.run(file, ['video']);
    if (done) onChange({ filePath: done.filePath, seconds: done.seconds });
  };
  const remove = async () => {
    if (await confirmAction({ message: '确定删除该视频吗？', danger: true })) onChange(null);
  };
  return (
    <>
      <FilePicker accept={acceptOf('video')} label="选择视频" onFiles={chosen} disabled={task.progress !== null}>
        {(open) => (
          <UploadTile
            value={value?.filePath ?? null}
            media="video"
            size={size}
            progress={task.progress}
            addLabel="上传视频"
            onAdd={open}
            onPreview={setPlaying}
            onRemove={remove}
          />
        )}
      </FilePicker>
      <Text size="xs" c="dimmed" mt={4}>
        支持 mp4、mov，不超过500MB，时长不超过30分钟
        {value ? `（时长 ${Math.floor(value.seconds / 60)}:${String(Math.round(value.seconds % 60)).padStart(2, '0')}）` : ''}
      </Text>
      <MediaPreview src={playing} media="video" onClose={() => setPlaying(null)} />
    </>
  );
}
