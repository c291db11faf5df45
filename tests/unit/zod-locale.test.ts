import { uploadReportSchema } from '@contract/uploads';
import { describe, expect, it } from 'vitest';

// Only one contract file is imported here, never the barrel: as a page or worker does since imports go by file.
describe('zod messages with a contract file imported on its own', () => {
  it('are in Chinese (a message the schema does not spell out itself)', () => {
    const result = uploadReportSchema.safeParse({ sourceId: '0190a000-0000-7000-8000-000000000000', status: 3 });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(m).toMatch(/[\u4e00-\u9fa5]/);
  });
});
