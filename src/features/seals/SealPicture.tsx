import { Image, Text } from '@mantine/core';
import { IconRubberStamp } from '@tabler/icons-react';
import { useFileSrc } from '@/lib/uploads/use-file-src';

/** A seal's picture in the list (a stamp icon without one); a picture waiting to upload shows from this device. */
export function SealPicture({ path, name, size = 44 }: { path: string; name: string; size?: number }) {
  const { src } = useFileSrc(path || null);
  if (!src)
    return (
      <Text
        c="gray.5"
        w={size}
        h={size}
        style={{ display: 'grid', placeItems: 'center', border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 4 }}
      >
        <IconRubberStamp size={size * 0.55} aria-label="无图片" />
      </Text>
    );
  return (
    <Image src={src} alt={name} w={size} h={size} fit="contain" radius="sm" style={{ border: '1px solid var(--mantine-color-gray-3)' }} />
  );
}
