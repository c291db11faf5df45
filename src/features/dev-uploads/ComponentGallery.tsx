import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AvatarUpload, FileListUpload, ImageListUpload, ImageUpload, type ListedFile, type VideoValue, VideoUpload } from '@/ui/upload';

function Example({ title, note, children }: { title: string; note: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {title}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
      {children}
    </Stack>
  );
}

/** Every upload component with local state, for developers and later features to try (values are not saved). */
export function ComponentGallery() {
  const [banner, setBanner] = useState<string | null>(null);
  const [avatar, setAvatar] = useState<string | null>(null);
  const [images, setImages] = useState<string[]>([]);
  const [video, setVideo] = useState<VideoValue | null>(null);
  const [files, setFiles] = useState<ListedFile[]>([]);
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={5} mb="md">
        上传组件
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="xl">
        <Example title="轮播图（裁剪 16:9）" note="ImageUpload cropAspect={16 / 9}">
          <ImageUpload value={banner} onChange={setBanner} cropAspect={16 / 9} inputLabel="选择轮播图" />
        </Example>
        <Example title="头像（裁剪 1:1，2MB）" note="AvatarUpload">
          <AvatarUpload value={avatar} onChange={setAvatar} />
        </Example>
        <Example title="图片列表（最多3张）" note="ImageListUpload max={3}">
          <ImageListUpload value={images} onChange={setImages} max={3} inputLabel="选择多张图片" />
        </Example>
        <Example title="视频（mp4/mov）" note="VideoUpload：预览与播放">
          <VideoUpload value={video} onChange={setVideo} />
        </Example>
        <Example title="附件（PDF、Office、音频）" note="FileListUpload">
          <FileListUpload value={files} onChange={setFiles} />
        </Example>
      </SimpleGrid>
    </Card>
  );
}
