import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressStatic } from '../../scripts/compress-static.mjs';
import { createTestApp, type TestApp } from './helpers/test-app';

const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `export const item${i} = '幼儿${i}';`).join('\n');

describe('one origin for the PWA and the API', () => {
  let t: TestApp;
  const web = mkdtempSync(join(tmpdir(), 'yuanwu-web-'));
  beforeAll(async () => {
    writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="zh-CN"><title>园务</title></html>');
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(web, 'assets', 'big-def456.js'), BIG_SCRIPT);
    writeFileSync(join(web, 'sw.js'), BIG_SCRIPT);
    mkdirSync(join(web, '.vite'));
    writeFileSync(join(web, '.vite', 'manifest.json'), '{}');
    await compressStatic(web);
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

  it('sends the pre-compressed copy the client accepts, brotli first, and says it varies by encoding', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gz = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('revalidates the service worker, compressed too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends a file too small to compress as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('console.log(1)');
  });

  it('keeps the build manifest to itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
  });
});
