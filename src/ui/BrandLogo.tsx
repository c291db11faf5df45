import { brand } from '@/lib/brand';

/** The product mark (public/logo.svg, also the source of the PWA icons). */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return <img src="/logo.svg" width={size} height={size} alt={brand.shortName} style={{ display: 'block', borderRadius: size * 0.22 }} />;
}
