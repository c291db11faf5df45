import { Group, Image, Input, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';

/**
 * SEAM(uploads): until the shared crop/image upload components of src/ui/upload/ land (issue 6), a picture is
 * given by its address or picked from the demo pictures. Replace the body of this component with the crop
 * upload (banner) or the image upload (dynamic cover); the value stays the picture's URL, so nothing else changes.
 */
const DEMO_PICTURES = [1, 2, 3, 4, 5].flatMap((n) => [`/demo/website/banner-${n}.svg`, `/demo/website/cover-${n}.svg`]);

interface Props {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: React.ReactNode;
  /** Wide banners or 3:2 covers in the preview. */
  ratio: number;
}

export function ImageField({ label, value, onChange, error, ratio }: Props) {
  return (
    <Input.Wrapper label={label} withAsterisk error={error}>
      <Stack gap="xs" mt={4}>
        {value && <Image src={value} alt={label} radius="sm" w={240} h={240 / ratio} fit="cover" fallbackSrc="" />}
        <TextInput
          aria-label={`${label}地址`}
          placeholder="图片地址"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value.trim())}
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
