import { Avatar } from '@mantine/core';
import { memo } from 'react';
import { useFileSrc } from '@/lib/uploads/use-file-src';

/** A child's photo, or the first character of the name where there is none (or it is not loaded offline). */
export const ChildAvatar = memo(function ChildAvatar({ name, photo, size = 48 }: { name: string; photo: string; size?: number }) {
  const { src } = useFileSrc(photo || null);
  return (
    <Avatar src={src} alt={name} size={size} radius="xl" color="teal">
      {name.slice(-2)}
    </Avatar>
  );
});
