/** Two branded variants, told apart by a build setting and the `theme` request header (1 or 2). */
export interface Brand {
  id: 1 | 2;
  name: string;
  shortName: string;
  slogan: string;
  /** A Mantine colour name; its shade 7 is `primaryHex`. */
  primaryColor: string;
  primaryHex: string;
  /** The product mark in public/. */
  logo: string;
}

export const BRANDS: Record<1 | 2, Brand> = {
  1: {
    id: 1,
    name: '园务智慧管理平台',
    shortName: '园务',
    slogan: '让每一所幼儿园都被用心管理',
    primaryColor: 'teal',
    primaryHex: '#0ca678',
    logo: '/logo.svg',
  },
  2: {
    id: 2,
    name: '智慧校园管理平台',
    shortName: '智校',
    slogan: '让学校管理更简单',
    primaryColor: 'indigo',
    primaryHex: '#4263eb',
    logo: '/logo-2.svg',
  },
};

export const parseBrandId = (v: unknown): 1 | 2 => (String(v) === '2' ? 2 : 1);
