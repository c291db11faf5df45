/** The bench school's classes, shared by the page and the file the bench writes. */
export const BENCH_LOOKUPS = {
  classes: Array.from({ length: 12 }, (_, i) => ({
    value: `0190a0c0-0000-7000-8000-${String(i + 1).padStart(12, '0')}`,
    label: `${['大', '中', '小'][i % 3]}${Math.floor(i / 3) + 1}班`,
  })),
};
