import { describe, expect, it } from 'vitest';
import { rowDay, syncWindowStart, TABLE_SCOPES, windowDateField } from '../../contract';

describe('sync window (contract/sync/window.ts)', () => {
  it('starts at the previous term by default: a November day keeps the spring term before it', () => {
    expect(syncWindowStart('2026-11-23')).toBe('2026-02-01');
    expect(syncWindowStart('2027-01-31')).toBe('2026-02-01');
  });

  it('moves forward at each term boundary', () => {
    expect(syncWindowStart('2027-02-01')).toBe('2026-08-01');
    expect(syncWindowStart('2027-08-01')).toBe('2027-02-01');
  });

  it('holds as many terms as asked', () => {
    expect(syncWindowStart('2026-11-23', 1)).toBe('2026-08-01');
    expect(syncWindowStart('2026-11-23', 4)).toBe('2025-02-01');
    expect(syncWindowStart('2026-03-10', 3)).toBe('2025-02-01');
  });

  it('counts a row by the date part of its date field, and not at all without one', () => {
    expect(rowDay('2026-09-01 08:30:00')).toBe('2026-09-01');
    expect(rowDay('')).toBeNull();
    expect(rowDay(undefined)).toBeNull();
  });

  it('puts chat messages in the windowed chatHistory scope and the chat switches in classChat', () => {
    expect(TABLE_SCOPES.chatRecords).toBe('chatHistory');
    expect(TABLE_SCOPES.classChats).toBe('classChat');
    expect(windowDateField('chatHistory')).toBe('createTime');
    expect(windowDateField('records')).toBeUndefined();
  });
});
