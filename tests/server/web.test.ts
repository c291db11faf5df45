import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('one origin for the PWA and the API', () => {
  let t: TestApp;
  const web = mkdtempSync(join(tmpdir(), 'yuanwu-web-'));
  beforeAll(async () => {
    writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="zh-CN"><title>园务</title></html>');
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ WEB_DIR: web });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('answers deep links with the app shell, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/YWGL/JCXX/BJGL', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>园务</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers the bare origin with the app shell on a first visit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>园务</title>');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with the 404 envelope, not the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/park/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '请求的资源不存在', data: null });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('never upgrades the page’s own requests to HTTPS (a school’s LAN server is reached over plain HTTP)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
