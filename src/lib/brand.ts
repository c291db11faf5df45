import { BRANDS, parseBrandId } from '@contract/brand';

/** The brand this build was made for; also sent as the `theme` header. */
export const brand = BRANDS[parseBrandId(import.meta.env.VITE_BRAND)];
