import { useMediaQuery } from '@mantine/hooks';
import { PHONE_QUERY } from '@/lib/phone';

export { PHONE_QUERY };

export const usePhone = (): boolean => useMediaQuery(PHONE_QUERY) ?? false;
