import { Image, type ImageProps } from '@mantine/core';
import { useFileSrc } from '@/lib/uploads/use-file-src';

/** A stored picture (or one still waiting on this device to be uploaded, shown from its local copy). */
export function FileImage({ path, alt, ...props }: ImageProps & { path: string; alt: string }) {
  const { src } = useFileSrc(path);
  return <Image src={src} alt={alt} {...props} />;
}
