import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chinaDateTime, chinaDay, chinaToday } from '../../contract/china-time';

/** Every .ts/.tsx file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('China time', () => {
  it('takes the China day of an instant, not the day of its UTC text', () => {
    // 01:30 on 29 November in China is still the 28th in UTC.
    expect(chinaDay('2026-11-28T17:30:00.000Z')).toBe('2026-11-29');
    expect(chinaDay('2026-11-28T15:59:59.999Z')).toBe('2026-11-28');
    expect(chinaDay(Date.UTC(2026, 11, 31, 16))).toBe('2027-01-01');
    expect(chinaDateTime('2026-11-28T17:30:05.000Z')).toBe('2026-11-29 01:30:05');
    expect(chinaToday(new Date('2026-11-28T23:00:00Z'))).toBe('2026-11-29');
    expect(chinaDay('not a time')).toBe('');
  });

  it('is what the screens show: no day or time is cut from an ISO instant’s text in src/ or contract/', () => {
    // A stored instant (issuedAt, paidAt, createTime, createdAt, a history's `at`) is UTC text: its first ten
    // characters are the UTC day, a day early for the first eight hours of every China day.
    const instantSlice = /(toISOString\(\)|\b(issuedAt|paidAt|createTime|createdAt|at)\??)\.slice\(0, (7|10|16|19)\)/;
    const allowed = new Set(['contract/china-time.ts']);
    const found: string[] = [];
    for (const file of [...sources('src'), ...sources('contract')]) {
      if (allowed.has(file)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // Date arithmetic on calendar days at UTC midnight is no instant; such a line says so.
          if (instantSlice.test(line) && !/T00:00:00Z|Date\.parse\(d\)|china\.|UTC day on purpose/.test(line))
            found.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
