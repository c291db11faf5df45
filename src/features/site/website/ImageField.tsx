import { Group, Image, Input, Stack, Text, UnstyledButton } from '@mantine/core';
import { DEMO_PICTURES } from '@contract/uploads';
import { ImageUpload } from '@/ui/upload';

interface Props {
  label: string;
  value: string;
  onChange: (path: string) => void;
  error?: React.ReactNode;
  /** Crop aspect: wide banners, 3:2 covers. */
  ratio: number;
}

/**
 * A banner or cover picture: the shared crop upload (src/ui/upload, compression and the signed upload; offline the
 * file waits on this device and the value is a `pending-upload:` reference the outbox resolves before pushing),
 * or one of the demo pictures (contract DEMO_PICTURES, offered for quick demo content). The value is what the row stores.
 */
export function ImageField({ label, value, onChange, error, ratio }: Props) {
  return (
    <Input.Wrapper label={label} withAsterisk error={error}>
      <Stack gap="xs" mt={4}>
        <ImageUpload
          value={value || null}
          onChange={(v) => onChange(v ?? '')}
          cropAspect={ratio}
          size={110}
          label={`上传${label}`}
          inputLabel={`选择${label}`}
        />
        <Text size="xs" c="dimmed">
          或选择示例图片：
        </Text>
        <Group gap={6}>
          {DEMO_PICTURES.map((src) => (
            <UnstyledButton key={src} onClick={() => onChange(src)} aria-label={`示例图片 ${src.split('/').pop()}`}>
              <Image
                src={src}
                w={56}
                h={36}
                radius={4}
                fit="cover"
                style={{ outline: src === value ? '2px solid var(--mantine-primary-color-filled)' : undefined }}
              />
            </UnstyledButton>
          ))}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
