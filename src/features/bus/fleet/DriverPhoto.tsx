import { Avatar } from '@mantine/core';
import { useFileSrc } from '@/lib/uploads/use-file-src';

/** A driver's photo in the list (the name's first character without one); a photo waiting to upload shows from this device. */
export function DriverPhoto({ path, name }: { path: string; name: string }) {
  const { src } = useFileSrc(path || null);
  return (
    <Avatar src={src} alt={name} size={36} radius="sm" color="blue">
      {name.slice(0, 1)}
    </Avatar>
  );
}
