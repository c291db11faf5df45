import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { replicaRows, SCHOOL, signedApi } from './bus-helpers';
import { clearPopups, signIn } from './helpers';

/**
 * 轨迹回放 (行驶记录's tab, issue 21 item 4): the last school day of 粤B12345D plays the track the demo seeds for its
 * morning trip (server/seed/demo-bus-tracks.ts). A run along the same route's stops, with a 6-minute wait at the third
 * stop and 5 minutes at school, is posted as a phone tracker would (POST /device/ingest with a key from
 * /device/trackerKey) for 粤B8K9Z3, which has no route and so no seeded track; the tab shows its summary and those two
 * stops (N = 3 minutes), a third with N = 1, plays (the clock advances), pauses, seeks on the timeline, and exports
 * GPX and xlsx.
 */
const SHOTS = process.env.SHOTS_DIR ?? '.tmp/bus-playback';
/** The morning route's car: the demo seeds its trips and their tracks. */
const PLATE = '粤B12345D';
/** A car with no route: no seeded track, so the posted run is all its day has. */
const POSTED = '粤B8K9Z3';
const POSTED_DEVICE = '013800000003';

/**
 * The last school day before today in China (Monday to Friday, as the demo seeds its trips: server/seed/demo-bus-trips.ts),
 * and its midnight as epoch ms: on a Sunday or a Monday that is Friday, so the 车辆 tab has the car's trip that day.
 */
function lastSchoolDay(): { day: string; startMs: number; date: number; sameMonth: boolean } {
  const china = new Date(Date.now() + 8 * 3600_000);
  let y = new Date(china.getTime() - 86_400_000);
  while (y.getUTCDay() === 0 || y.getUTCDay() === 6) y = new Date(y.getTime() - 86_400_000);
  const day = y.toISOString().slice(0, 10);
  return { day, startMs: Date.parse(`${day}T00:00:00+08:00`), date: y.getUTCDate(), sameMonth: y.getUTCMonth() === china.getUTCMonth() };
}

interface Fix {
  time: number;
  lat: number;
  lng: number;
  speed: number;
  direction: number;
}

/** Straight legs between the stops at `kmh`, a fix every 2 s, waiting `waits[i]` seconds at stop i. */
function drive(stops: { lat: number; lng: number }[], startMs: number, waits: number[], kmhOf: (leg: number) => number): Fix[] {
  const fixes: Fix[] = [];
  let t = startMs;
  const first = stops[0] as { lat: number; lng: number };
  let lat = first.lat - 0.01;
  let lng = first.lng - 0.008;
  const legTo = (to: { lat: number; lng: number }, kmh: number) => {
    const dy = (to.lat - lat) * 111_195;
    const dx = (to.lng - lng) * 111_195 * Math.cos((lat * Math.PI) / 180);
    const metres = Math.hypot(dx, dy);
    const steps = Math.max(1, Math.round(metres / ((kmh / 3.6) * 2)));
    const direction = Math.round(((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360);
    const [lat0, lng0] = [lat, lng];
    for (let s = 1; s <= steps; s++) {
      t += 2000;
      lat = lat0 + ((to.lat - lat0) * s) / steps;
      lng = lng0 + ((to.lng - lng0) * s) / steps;
      fixes.push({ time: t, lat, lng, speed: s === steps ? 0 : kmh, direction });
    }
  };
  fixes.push({ time: t, lat, lng, speed: 0, direction: 0 });
  stops.forEach((stop, i) => {
    legTo(stop, kmhOf(i));
    for (let w = 2; w <= (waits[i] ?? 60); w += 2) {
      t += 2000;
      fixes.push({ time: t, lat: stop.lat, lng: stop.lng, speed: 0, direction: 0 });
    }
  });
  return fixes;
}

test('a day of a bus plays, seeks, and shows its summary and stops', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 1500 });
  await signIn(page, 'yuanzhang');
  await expect(page).toHaveURL(/\/HOME$/);
  await clearPopups(page);
  await page.goto('/HQGL/ZHXC/XSJL');
  await expect(page.getByRole('tab', { name: '轨迹回放' })).toBeVisible();

  // The car, its morning route and stops, from the replica.
  await expect.poll(async () => (await replicaRows<{ plate: string }>(page, 'busCars')).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const cars = await replicaRows<{ id: string; plate: string }>(page, 'busCars');
  const car = cars.find((c) => c.plate === PLATE);
  const posted = cars.find((c) => c.plate === POSTED);
  expect(car).toBeTruthy();
  expect(posted).toBeTruthy();
  const routes = await replicaRows<{ carId: string | null; period: string; stops: { stopId: string }[] }>(page, 'busRoutes');
  const stopRows = await replicaRows<{ id: string; lat: number; lng: number }>(page, 'busStops');
  const route = routes.find((r) => r.carId === car?.id && r.period === 'morning');
  expect(route).toBeTruthy();
  const stops = (route?.stops ?? []).map((s) => stopRows.find((r) => r.id === s.stopId) as { lat: number; lng: number });

  const { day, startMs, date, sameMonth } = lastSchoolDay();
  await page.getByRole('tab', { name: '轨迹回放' }).click();
  const carPick = page.getByRole('combobox', { name: '车辆' });
  const pickCar = async (plate: string) => {
    await carPick.click();
    await page.getByRole('option', { name: plate }).click();
    await expect(carPick).toHaveValue(plate);
  };
  await pickCar(PLATE);
  await page.getByLabel('日期').click();
  const dropdown = page.locator('[data-dates-dropdown]');
  await dropdown
    .locator(`button[aria-label^="${date} "]${sameMonth ? ':not([data-outside])' : '[data-outside]'}`)
    .first()
    .click();
  await expect(page.getByLabel('日期')).toHaveText(day);

  // The demo's recorded trip of that day: a track along the route, the 6 minutes at school its one long stop.
  const summary = page.getByTestId('trip-summary');
  const stopTable = page.getByTestId('found-stops');
  await expect(summary).toContainText('公里');
  await expect(page.getByText('暂无数据：当天没有定位记录')).toHaveCount(0);
  await expect(stopTable.getByRole('row')).toHaveCount(2);
  await expect(stopTable).toContainText('6分');
  await page.screenshot({ path: `${SHOTS}/playback-seeded.png` });

  // A car with no fixes that day: 暂无数据, nothing to play or export.
  await pickCar(POSTED);
  await expect(page.getByText('暂无数据：当天没有定位记录')).toBeVisible();
  await expect(page.getByRole('button', { name: '播放' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '导出GPX' })).toBeDisabled();
  await expect(stopTable).toContainText('暂无数据');

  // That day from 07:00 along the morning route: 2 min at stop 2, 6 min at stop 3, 5 min at the last (school); one leg at 55 km/h.
  const waits = stops.map((_, i) => (i === 1 ? 120 : i === 2 ? 360 : i === stops.length - 1 ? 300 : 40));
  const fixes = drive(stops, startMs + 7 * 3600_000, waits, (leg) => (leg === 2 ? 55 : 30));
  const api = await signedApi(baseURL ?? '', 'yuanzhang');
  const issued = await api.post('/device/trackerKey', { schoolId: SCHOOL, carId: posted?.id });
  const key = issued.data.key as string;
  expect(key).toBeTruthy();
  for (let i = 0; i < fixes.length; i += 500) {
    const res = await api.api.post('/device/ingest', {
      data: { deviceId: POSTED_DEVICE, key, fixes: fixes.slice(i, i + 500) },
    });
    expect(res.status()).toBe(200);
  }
  await api.api.dispose();
  // The day was read before the run was posted: 刷新 asks the server again.
  await page.getByRole('button', { name: '刷新' }).click();

  // Summary and stops (N = 3 minutes): the 6-minute wait and the 5 at school, not the 2-minute one.
  await expect(summary).toContainText('55.0 km/h');
  await expect(summary).toContainText('公里');
  await expect(summary).toContainText('km/h');
  await expect(summary).toContainText('55.0 km/h');
  await expect(summary).toContainText('07:00:00 —');
  await expect(stopTable.getByRole('row')).toHaveCount(3); // header and two stops
  await expect(stopTable).toContainText('6分');
  await expect(stopTable).toContainText('5分');
  await page.screenshot({ path: `${SHOTS}/playback-loaded.png` });

  // Play at ×64: the clock runs; pause holds it.
  const clock = page.getByTestId('playback-clock');
  await expect(clock).toHaveText(/^07:00:00 \//);
  await page.getByText('×64').click();
  await page.getByRole('button', { name: '播放' }).click();
  await expect(page.getByRole('button', { name: '暂停' })).toBeVisible();
  await expect(clock).not.toHaveText(/^07:00:0\d \//, { timeout: 5_000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${SHOTS}/playback-playing.png` });
  await page.getByRole('button', { name: '暂停' }).click();
  await expect(page.getByRole('button', { name: '播放' })).toBeVisible();
  const held = await clock.textContent();
  await page.waitForTimeout(800);
  await expect(clock).toHaveText(held ?? '');

  // Seek: the slider's keyboard (End → the last fix) and a click on the first stop's band on the timeline.
  const slider = page.getByRole('slider', { name: '播放进度' });
  await slider.focus();
  await page.keyboard.press('End');
  const end = (await clock.textContent())?.split(' / ')[1];
  await expect(clock).toHaveText(`${end} / ${end}`);
  await page.keyboard.press('Home');
  await expect(clock).toHaveText(/^07:00:00 \//);

  // N = 1 minute finds the 2-minute wait too.
  await page.getByLabel('停车判定（分钟）').fill('1');
  await expect(stopTable.getByRole('row')).toHaveCount(4);
  await page.getByLabel('停车判定（分钟）').fill('3');
  await expect(stopTable.getByRole('row')).toHaveCount(3);

  // Follow off and pan by dragging; the wheel zooms.
  const canvas = page.getByTestId('playback-canvas');
  const box = await canvas.boundingBox();
  if (box) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 40, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByRole('switch', { name: '跟随车辆' })).not.toBeChecked();
    await page.mouse.wheel(0, -300);
  }

  // Seek into the middle and leave it paused: the screenshot with summary and stops.
  // A click on the first stop's band on the timeline seeks to where that stop began.
  const firstStart = (await stopTable.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
  expect(firstStart).toMatch(/^07:\d\d:\d\d$/);
  await page.getByTestId('playback-marks').locator('[data-stop]').first().click();
  await expect(clock).toHaveText(new RegExp(`^${firstStart} /`));
  // And a click on the slider's track, near its middle.
  const bar = page.locator('.mantine-Slider-root');
  await bar.scrollIntoViewIfNeeded();
  const track = await bar.boundingBox();
  if (track) await page.mouse.click(track.x + track.width * 0.45, track.y + track.height / 2);
  await expect(clock).not.toHaveText(new RegExp(`^${firstStart} /`));
  await page.getByRole('button', { name: '全览' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/playback-paused.png`, fullPage: true });

  // GPX of the day.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出GPX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`轨迹-${POSTED}-${day}.gpx`);
  const gpx = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(gpx as Buffer[]).toString('utf8');
  expect(text.match(/<trkpt /g)).toHaveLength(fixes.length);
  expect(text.match(/<wpt /g)).toHaveLength(2);

  // The day as xlsx: 概要, 停车点 (the two stops), 定位点 (every fix after its header).
  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出Excel' }).click();
  const xlsx = await sheet;
  expect(xlsx.suggestedFilename()).toBe(`轨迹-${POSTED}-${day}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.concat((await (await xlsx.createReadStream()).toArray()) as Buffer[]) as never);
  expect(wb.worksheets.map((w) => w.name)).toEqual(['概要', '停车点', '定位点']);
  expect(wb.getWorksheet('停车点')?.actualRowCount).toBe(3);
  expect(wb.getWorksheet('定位点')?.actualRowCount).toBe(fixes.length + 1);
  expect(String(wb.getWorksheet('概要')?.getCell('B2').value)).toBe(`${POSTED} ${day}`);
  await expect(page.getByText('导出成功').first()).toBeVisible();

  // From a trip record: 车辆 → a row of the morning car → 轨迹回放 opens the tab on that car and day (its seeded
  // track again, now from the track cache).
  await page.getByRole('tab', { name: '车辆' }).click();
  const row = page.getByRole('row').filter({ hasText: PLATE }).filter({ hasText: day });
  await expect(row.first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/records-car-playback-button.png` });
  await row.first().getByRole('button', { name: '轨迹回放' }).click();
  await expect(page.getByRole('tab', { name: '轨迹回放' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('combobox', { name: '车辆' })).toHaveValue(PLATE);
  await expect(page.getByLabel('日期')).toHaveText(day);
  await expect(page.getByText('（缓存）')).toBeVisible();
  await expect(stopTable.getByRole('row')).toHaveCount(2);

  // On a phone: the controls wrap above and below the map.
  await pickCar(POSTED);
  await expect(summary).toContainText('55.0 km/h');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/playback-phone.png`, fullPage: true });
});

test('today’s track, once read, is read again when the bus reports (a cached day is not kept stale)', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const OTHER = '粤B8K9Z3';
  await signIn(page, 'yuanzhang');
  await expect(page).toHaveURL(/\/HOME$/);
  await clearPopups(page);
  await page.goto('/HQGL/ZHXC/XSJL');
  await expect.poll(async () => (await replicaRows<{ plate: string }>(page, 'busCars')).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const cars = await replicaRows<{ id: string; plate: string; gpsDeviceId: string }>(page, 'busCars');
  const car = cars.find((c) => c.plate === OTHER);
  expect(car?.gpsDeviceId).toBeTruthy();

  // Today (the tab's day) before the bus reports, kept in the track cache: empty, or what an earlier spec of this
  // worker's server had its terminal report today.
  await page.getByRole('tab', { name: '轨迹回放' }).click();
  const carPick = page.getByRole('combobox', { name: '车辆' });
  const pick = async (plate: string) => {
    await carPick.click();
    await page.getByRole('option', { name: plate }).click();
    await expect(carPick).toHaveValue(plate);
  };
  await pick(OTHER);
  const empty = page.getByText('暂无数据：当天没有定位记录');
  const points = page.getByText(/[1-9]\d* 个定位点/);
  await expect(empty.or(points)).toBeVisible({ timeout: 30_000 });
  const before = (await empty.isVisible()) ? 0 : Number((await points.first().textContent())?.match(/(\d+) 个定位点/)?.[1]);

  // The bus reports: ten minutes of fixes up to now (later than any this worker's server had of the car today).
  const api = await signedApi(baseURL ?? '', 'yuanzhang');
  const key = (await api.post('/device/trackerKey', { schoolId: SCHOOL, carId: car?.id })).data.key as string;
  const now = Date.now();
  const fixes = Array.from({ length: 60 }, (_, i) => ({
    time: now - 590_000 + i * 10_000,
    lat: 22.54 + i * 0.0004,
    lng: 114.05 + i * 0.0003,
    speed: 30,
    direction: 35,
  }));
  const res = await api.api.post('/device/ingest', { data: { deviceId: car?.gpsDeviceId, key, fixes } });
  expect(res.status()).toBe(200);
  await api.api.dispose();

  // Back on the car (no 刷新): the day is fetched again, with the fixes, not the cached empty one.
  await pick(PLATE);
  await pick(OTHER);
  await expect(page.getByText(`${before + 60} 个定位点`, { exact: false })).toBeVisible({ timeout: 30_000 });
  if (before === 0) await expect(page.getByTestId('trip-summary')).toContainText('30.0 km/h');
  await expect(empty).toBeHidden();
  await expect(page.getByRole('button', { name: '播放' })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/playback-today-reported.png` });
  // Unchanged since, it comes from the cache again.
  await pick(PLATE);
  await pick(OTHER);
  await expect(page.getByText('（缓存）')).toBeVisible();
  await expect(page.getByRole('button', { name: '播放' })).toBeEnabled();
});
