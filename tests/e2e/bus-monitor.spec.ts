import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { busTeacher, replicaRows, SCHOOL } from './bus-helpers';
import { clearPopups, expectSignedInShell, signIn } from './helpers';

/**
 * 校车监控: opened from 校车总控's 实时监控 in a window of its own; with the bus simulator driving the demo cars over
 * JT/T 808 (the e2e server's port + 20000), a bus moves on the page within 2 s (its position, speed or last update
 * changes), and a selected bus is followed.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/bus-monitor';
/** The bus teacher's route and its car (the demo's afternoon route). */
const AFTERNOON = '二号线（晚）';
const AFTERNOON_CAR = '粤BD56789';
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

let simulator: ChildProcess | null = null;

test.beforeAll(({ jt808Port }) => {
  // One process (node with tsx's loader, not npx), so it is ended by its own id.
  simulator = spawn(process.execPath, ['--import', 'tsx', 'scripts/simulate-buses.ts', '--port', String(jt808Port), '--speed-up', '4'], {
    stdio: 'ignore',
  });
});
test.afterAll(() => {
  simulator?.kill('SIGTERM');
});

const car = (page: Page, plate: string) => page.locator(`[data-testid="monitor-car"][data-plate="${plate}"]`);
const snapshot = async (page: Page, plate: string) =>
  [
    await car(page, plate).getByTestId('car-speed').textContent(),
    await car(page, plate).getByTestId('car-updated').getAttribute('data-time'),
  ].join('|');

test('live monitoring: buses move within 2 s, a selected bus is followed', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await clearPopups(page);

  await page.goto('/HQGL/ZHXC/XCZK');
  await expect(page.locator(`[data-trip="${AFTERNOON}"]`)).toBeVisible({ timeout: 30_000 });
  const routes = await replicaRows<{ id: string; name: string; stops: { stopId: string }[] }>(page, 'busRoutes');
  const route = routes.find((r) => r.name === AFTERNOON);
  const riders = (await replicaRows<{ routeId: string; studentId: string }>(page, 'busRiders')).filter((r) => r.routeId === route?.id);
  const events = (await replicaRows<{ routeId: string; day: string; studentId: string | null }>(page, 'busTripEvents')).filter(
    (e) => e.routeId === route?.id && e.day === today(),
  );
  const child = riders.find((r) => !events.some((e) => e.studentId === r.studentId));
  expect(child).toBeDefined();
  const open = page.getByRole('link', { name: '实时监控' });
  await expect(open).toHaveAttribute('target', '_blank');
  const [monitor] = await Promise.all([context.waitForEvent('page'), open.click()]);
  await monitor.setViewportSize({ width: 1440, height: 900 });
  await expect(monitor).toHaveURL(/\/HQGL\/ZHXC\/XCJK$/);
  // Standalone: no shell around it.
  await expect(monitor.getByRole('button', { name: '用户菜单' })).toHaveCount(0);
  await expect(monitor.getByText('校车监控', { exact: true })).toBeVisible();
  await expect(monitor.getByTestId('monitor-car')).toHaveCount(3);
  await expect(monitor.getByTestId('monitor-alerts-slot')).toContainText('暂无告警');

  // The simulator's cars connect and report: each comes on line (行驶中 or 停车) with a position.
  const plate = '粤B12345D';
  await expect(car(monitor, plate).getByTestId('car-status')).toHaveText(/行驶中|停车/, { timeout: 30_000 });
  await expect(car(monitor, plate).getByTestId('car-updated')).not.toHaveAttribute('data-time', '', { timeout: 30_000 });

  // A bus moves within 2 s: its shown speed or last update changes, over the socket (no reload).
  for (let i = 0; i < 3; i++) {
    const before = await snapshot(monitor, plate);
    await expect.poll(() => snapshot(monitor, plate), { timeout: 2000, intervals: [100] }).not.toBe(before);
  }
  await expect(monitor.getByTestId('monitor-map')).toBeVisible();

  // A child boards the afternoon bus: its 在车 count goes up within 2 s and the ticker shows the line.
  const onBoard = car(monitor, AFTERNOON_CAR).getByTestId('car-onboard');
  const before = Number(await onBoard.textContent());
  const teacher = await busTeacher(baseURL ?? '');
  const tap = {
    schoolId: SCHOOL,
    routeId: route?.id,
    day: today(),
    id: randomUUID(),
    kind: 'board',
    studentId: child?.studentId,
    stopId: route?.stops[0]?.stopId,
  };
  expect(await teacher.push('busTrip.tap', tap)).toMatchObject({ status: 'applied' });
  await expect(onBoard).toHaveText(String(before + 1), { timeout: 2_000 });
  await expect(monitor.getByRole('region', { name: '实时动态' })).toContainText(`${AFTERNOON_CAR} ${AFTERNOON}：`);
  await monitor.waitForTimeout(1500);
  await monitor.screenshot({ path: `${SHOTS}/monitor-moving.png` });

  // Select the bus: its card shows, the map follows it, its position changes within 2 s.
  await car(monitor, plate).click();
  const card = monitor.getByTestId('selected-car');
  await expect(card).toContainText(plate);
  await expect(card.getByRole('button', { name: '跟随中' })).toBeVisible();
  const position = card.getByTestId('selected-position');
  await expect.poll(() => position.textContent(), { timeout: 10_000 }).toMatch(/^\d+\.\d{6}, \d+\.\d{6}$/);
  let last = await position.textContent();
  await expect
    .poll(
      async () => {
        const now = await position.textContent();
        const moved = now !== last;
        last = now;
        return moved;
      },
      { timeout: 15_000, intervals: [1500] },
    )
    .toBe(true);
  await monitor.waitForTimeout(1000);
  await monitor.screenshot({ path: `${SHOTS}/monitor-selected-follow.png` });

  // Zoom in with the button, out with the wheel; a drag stops following; 显示全部 fits everything again.
  const map = monitor.getByTestId('monitor-map');
  const zoom = async () => Number(await map.getAttribute('data-zoom'));
  const z0 = await zoom();
  await monitor.getByRole('button', { name: '放大' }).click();
  await expect.poll(zoom).toBeCloseTo(z0 + 1, 1);
  await map.hover();
  await monitor.mouse.wheel(0, 300);
  await expect.poll(zoom).toBeCloseTo(z0 + 0.5, 1);
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  await monitor.mouse.move(box.x + 200, box.y + 200);
  await monitor.mouse.down();
  await monitor.mouse.move(box.x + 320, box.y + 260, { steps: 5 });
  await monitor.mouse.up();
  await expect(card.getByRole('button', { name: '跟随', exact: true })).toBeVisible();
  await monitor.getByRole('button', { name: '显示全部' }).click();
  await monitor.waitForTimeout(500);
  await monitor.screenshot({ path: `${SHOTS}/monitor-fit-all.png` });

  // Put today back as it was (events are never deleted; the undo takes the tap back).
  expect(
    await teacher.push('busTrip.undo', { schoolId: SCHOOL, routeId: route?.id, day: today(), id: randomUUID(), targetId: tap.id }),
  ).toMatchObject({
    status: 'applied',
  });
  await expect(onBoard).toHaveText(String(before), { timeout: 5_000 });
  await expect(monitor.getByRole('region', { name: '实时动态' })).not.toContainText(`${AFTERNOON_CAR} ${AFTERNOON}：`);
  await teacher.dispose();
});

/** A one-colour 8×8 PNG (the tile the fake tile server answers). */
function solidPng(r: number, g: number, b: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...Array.from({ length: 8 }, () => [r, g, b]).flat()]);
  const raw = Buffer.concat(Array.from({ length: 8 }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a tile layer configured by URL is drawn under the buses, and its tiles come from the offline cache next time', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await clearPopups(page);
  // The server's settings as MAP_TILE_URL would give them, pointing at a tile server on the page's own origin (the
  // CSP allows it; a configured server's hosts are added to the CSP by the server), answered here with orange tiles.
  const tiles = { url: `${baseURL}/__e2e-tiles/{z}/{x}/{y}.png`, datum: 'gcj02', subdomains: '', maxZoom: 18, attribution: '测试瓦片' };
  await page.route('**/v2/monitoring/getMapConfig**', (route) => route.fulfill({ json: { code: 200, msg: '成功', data: { tiles } } }));
  const fetched: string[] = [];
  const png = solidPng(255, 160, 0);
  await page.route('**/__e2e-tiles/**', (route) => {
    fetched.push(route.request().url());
    return route.fulfill({ body: png, contentType: 'image/png', headers: { 'access-control-allow-origin': '*' } });
  });

  await page.goto('/HQGL/ZHXC/XCJK');
  const map = page.getByTestId('monitor-map');
  await expect(map).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('测试瓦片')).toBeVisible();
  await expect.poll(() => fetched.length, { timeout: 10_000 }).toBeGreaterThan(3);
  // A corner of the map, away from routes and buses, is the tile's colour, not the plain base's.
  const corner = () =>
    map.evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')?.getImageData(Math.round(c.width * 0.1), Math.round(c.height * 0.9), 1, 1).data;
      return d ? [d[0], d[1], d[2]] : [];
    });
  await expect.poll(corner, { timeout: 10_000 }).toEqual([255, 160, 0]);
  const cached = () => page.evaluate(async () => (await (await caches.open('yuanwu-map-tiles-v1')).keys()).length);
  await expect.poll(cached).toBe(new Set(fetched).size);
  await page.screenshot({ path: `${SHOTS}/monitor-tiles.png` });

  // Again: a tile seen before comes from the cache, never from the network (the buses may have moved the fit a little,
  // so a new edge tile may be fetched).
  const seen = new Set(fetched);
  const before = fetched.length;
  await page.reload();
  await expect(map).toBeVisible({ timeout: 30_000 });
  await expect.poll(corner, { timeout: 10_000 }).toEqual([255, 160, 0]);
  await page.waitForTimeout(1000);
  expect(fetched.slice(before).filter((u) => seen.has(u))).toEqual([]);
});
