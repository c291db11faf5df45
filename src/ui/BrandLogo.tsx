import { brand } from '@/lib/brand';

/** The product mark (public/logo.svg for brand 1, public/logo-2.svg for brand 2). */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return <img src={brand.logo} width={size} height={size} alt={brand.shortName} style={{ display: 'block', borderRadius: size * 0.22 }} />;
}
