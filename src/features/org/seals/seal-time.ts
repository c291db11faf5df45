import dayjs from 'dayjs';

/** A time as the lists and the export show it, in the device's zone ('' for none). */
export const timeText = (iso: string | null): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '');
