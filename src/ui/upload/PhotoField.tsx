import { Stack, Text } from '@mantine/core';
import { ImageUpload } from './ImageUpload';

interface Props {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The file input's accessible name (选择司机照片…). */
  inputLabel: string;
}

/** 照片 of a person's record (a staff member, a driver): a 3:4 portrait, cropped when chosen. */
export function PhotoField({ value, onChange, inputLabel }: Props) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        照片
      </Text>
      <ImageUpload value={value} onChange={onChange} cropAspect={3 / 4} size={100} label="上传照片" inputLabel={inputLabel} />
    </Stack>
  );
}
