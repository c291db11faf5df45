import { Image, Text, UnstyledButton } from '@mantine/core';
import { IconRubberStamp } from '@tabler/icons-react';
import { useFileSrc } from '@/lib/uploads/use-file-src';

interface Props {
  path: string;
  name: string;
  size?: number;
  /** Given: the picture is a button that opens it large (图片预览) with this src. */
  onPreview?: (src: string) => void;
}

/** A seal's impression or a use's photo in a list (a stamp icon without one); one waiting to upload shows from this device. */
export function SealPicture({ path, name, size = 44, onPreview }: Props) {
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
  const image = (
    <Image src={src} alt={name} w={size} h={size} fit="contain" radius="sm" style={{ border: '1px solid var(--mantine-color-gray-3)' }} />
  );
  return onPreview ? (
    <UnstyledButton aria-label={`查看${name}`} onClick={() => onPreview(src)} style={{ cursor: 'zoom-in' }}>
      {image}
    </UnstyledButton>
  ) : (
    image
  );
}
