import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('server configuration', () => {
  it('has the documented defaults and the embedded database', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: './data', databaseUrl: undefined, seedDemo: true });
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).databaseUrl).toBe('postgres://u@127.0.0.1:5432/db');
  });

  it('turns the captcha off only outside production', () => {
    expect(loadConfig({ YUANWU_CAPTCHA: 'off' }).captcha).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).captcha).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', YUANWU_CAPTCHA: 'off' })).toThrow(/refused when NODE_ENV=production/);
  });

  it('seeds a school year of demo attendance unless YUANWU_DEMO_ATTENDANCE_DAYS says otherwise', () => {
    expect(loadConfig({}).demoAttendanceDays).toBe(365);
    expect(loadConfig({ YUANWU_DEMO_ATTENDANCE_DAYS: '28' }).demoAttendanceDays).toBe(28);
    for (const bad of ['a year', '-1', '1.5'])
      expect(() => loadConfig({ YUANWU_DEMO_ATTENDANCE_DAYS: bad })).toThrow(/YUANWU_DEMO_ATTENDANCE_DAYS/);
  });

  it('listens for JT/T 808 terminals on 7808 unless JT808_PORT moves or disables it; keeps 90 days of positions', () => {
    expect(loadConfig({})).toMatchObject({ jt808Port: 7808, busTrackDays: 90 });
    expect(loadConfig({ JT808_PORT: '28250', BUS_TRACK_DAYS: '30' })).toMatchObject({ jt808Port: 28250, busTrackDays: 30 });
    expect(loadConfig({ JT808_PORT: 'off' }).jt808Port).toBeNull();
    expect(loadConfig({ JT808_PORT: '0' }).jt808Port).toBeNull();
    for (const bad of ['on', '70000', '-1']) expect(() => loadConfig({ JT808_PORT: bad })).toThrow(/JT808_PORT/);
    expect(() => loadConfig({ BUS_TRACK_DAYS: '0' })).toThrow(/BUS_TRACK_DAYS/);
  });

  it('takes RECEIPT_SECRET of at least 32 characters; unset, the server generates one (receiptSecret)', () => {
    expect(loadConfig({}).receiptSecret).toBeUndefined();
    expect(loadConfig({ RECEIPT_SECRET: 'r'.repeat(32) }).receiptSecret).toBe('r'.repeat(32));
    expect(() => loadConfig({ RECEIPT_SECRET: 'short' })).toThrow(/RECEIPT_SECRET must be at least 32 characters/);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('gives PGlite a 32MB buffer cache unless PGLITE_SHARED_BUFFERS says otherwise, within 128kB and 1GB', () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBe('32MB');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '128MB' }).pgliteSharedBuffers).toBe('128MB');
    for (const bad of ['32', '32mb', '64kB', '2GB', '0MB', '-1MB']) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: bad })).toThrow(/PGLITE_SHARED_BUFFERS/);
    }
  });
});
