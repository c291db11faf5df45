const formatter = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 'YYYY-MM-DD HH:mm:ss' in China time: the format the SPEC's screens show. */
export const formatDateTime = (d: Date): string => formatter.format(d);

/** Start of a China-time day: the days users pick and see are China days. */
export const chinaDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);
