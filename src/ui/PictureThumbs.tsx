import { Group, Image, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useFileSrc } from '@/lib/uploads/use-file-src';
import { MediaPreview } from '@/ui/upload';

function Thumb({ path, label, onOpen }: { path: string; label: string; onOpen: (src: string) => void }) {
  const { src, status } = useFileSrc(path);
  return (
    <UnstyledButton
      onClick={() => src && onOpen(src)}
      aria-label={`查看${label}`}
      title={status === 'stored' ? `查看${label}` : '等待上传'}
    >
      <Image src={src} w={36} h={36} radius="sm" fit="cover" style={{ opacity: status === 'stored' ? 1 : 0.6 }} alt={label} />
    </UnstyledButton>
  );
}

/**
 * A row's pictures (a 记账's vouchers, a claim's invoices: `label` 凭证, 发票) as small thumbnails in a list cell, at
 * most three shown, then +N; a click opens the picture.
 */
export function PictureThumbs({ pictures, label }: { pictures: string[]; label: string }) {
  const [open, setOpen] = useState<string | null>(null);
  if (pictures.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <>
      <Group gap={4} wrap="nowrap">
        {pictures.slice(0, 3).map((p) => (
          <Thumb key={p} path={p} label={label} onOpen={setOpen} />
        ))}
        {pictures.length > 3 && (
          <Text size="xs" c="dimmed">
            +{pictures.length - 3}
          </Text>
        )}
      </Group>
      <MediaPreview src={open} media="image" onClose={() => setOpen(null)} />
    </>
  );
}
