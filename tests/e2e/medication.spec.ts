import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { replicaRows, signedApi } from './bus-helpers';
import { expect, test } from './fixtures';
import { signedInPage } from './helpers';
import { asOperator } from './operator';

/**
 * 喂药登记 on a class tablet (docs/health.md): a family's medicine entrusted to 李晓雯's 大一班 for today shows on her
 * 今日喂药; the server's clock is moved to 5 minutes before the dose and the 喂药提醒 arrives in 通知 over the socket;
 * she records the dose offline, goes online, and the principal sees it given by her in the record and exports it.
 * The clock is reset in a finally.
 */
const TABLET = { width: 768, height: 1024 };
const TIMES = ['08:00', '08:40', '11:00', '12:00', '15:00', '16:30'];
const chinaDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const bell = (page: Page) => page.getByRole('button', { name: /^通知(，|$)/ });
const drawer = (page: Page) => page.getByRole('dialog', { name: '通知' });
const card = (page: Page, child: string) => page.getByTestId('dose-card').and(page.locator(`[data-child="${child}"]`));

async function openMedication(page: Page) {
  await page.goto('/WSBJ/WYDJ');
  await expect(page.getByText('正在同步本园数据')).toBeHidden({ timeout: 120_000 });
  await expect(page.getByRole('tab', { name: '今日喂药' })).toBeVisible();
}

test('a dose entrusted for today is reminded in 通知, recorded offline on the tablet and seen given by the principal', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const teacher = await signedInPage(browser, 'jiaoshi', '李晓雯', TABLET);
  await openMedication(teacher);
  const [cls] = (await replicaRows<{ id: string; name: string }>(teacher, 'classes')).filter((c) => c.name === '大一班');
  const kids = (await replicaRows<{ id: string; classId: string; name: string; status: number }>(teacher, 'students'))
    .filter((k) => k.classId === cls?.id && k.status === 1)
    .sort((a, b) => b.id.localeCompare(a.id));
  const kid = kids[0];
  if (!kid) throw new Error('大一班 has no child');

  // The first timing of today whose reminder (5 minutes before) is still ahead; late in the day, the last one (the
  // server's clock then goes back to it, still today).
  const now = Date.now();
  const today = chinaDay(now);
  const due = (t: number) => Date.parse(`${today}T${TIMES[t - 1]}:00+08:00`);
  const timing = [1, 2, 3, 4, 5, 6].find((t) => due(t) - 5 * 60_000 > now + 60_000) ?? 6;
  const { post, api } = await signedApi(baseURL as string, 'jiaoshi');
  const medicine = `止咳糖浆${randomUUID().slice(0, 4)}`;
  const entrusted = await post('/park/medication/entrust', {
    id: randomUUID(),
    schoolId: 101,
    studentId: kid.id,
    medicine,
    dose: '5ml',
    method: 1,
    timings: [timing],
    startDay: today,
    days: 1,
    remindBefore: 5,
    guardianName: '王芳',
    guardianRelation: '母亲',
  });
  expect(entrusted.code).toBe(200);
  await api.dispose();

  // It shows on her tablet (the sync poke brings it) under its timing, 待服 or already 漏服 late in the day.
  await expect(card(teacher, kid.name)).toContainText(medicine, { timeout: 30_000 });
  const unread = Number((await bell(teacher).getAttribute('aria-label'))?.match(/(\d+) 条未读/)?.[1] ?? 0);

  try {
    // 5 minutes before the dose on the server's clock: the reminder goes once, pushed to the open app.
    const moved = await teacher.request.post('/test-hooks/clock', {
      ...asOperator,
      data: { offsetMs: due(timing) - 5 * 60_000 + 1_000 - Date.now() },
    });
    expect((await moved.json()).code).toBe(200);
    const ran = await teacher.request.post('/test-hooks/reminders/run', { ...asOperator, data: {} });
    expect((await ran.json()).code).toBe(200);
    await expect(teacher.getByText('收到新通知：喂药提醒')).toBeVisible({ timeout: 15_000 });
    await expect(bell(teacher)).toHaveAccessibleName(`通知，${unread + 1} 条未读`);
    await bell(teacher).click();
    await drawer(teacher).getByRole('button', { name: '未读通知：喂药提醒' }).first().click();
    await expect(drawer(teacher).getByText(new RegExp(`大一班 ${kid.name} .*${medicine} 5ml`))).toBeVisible();
    await teacher.keyboard.press('Escape');

    // Offline, one tap: 已服 at once, waiting in the outbox.
    await teacher.context().setOffline(true);
    await expect(teacher.getByTestId('network-status')).toHaveText('离线');
    await card(teacher, kid.name).getByRole('button', { name: '喂药' }).click();
    await expect(card(teacher, kid.name)).toHaveAttribute('data-state', 'given');
    await expect(teacher.getByTestId('pending-count')).toHaveText('1 条待同步');
    await teacher.screenshot({ path: '.tmp/medication-tablet.png' });

    // Online: pushed, and the server's row names who gave it.
    await teacher.context().setOffline(false);
    await expect(teacher.getByTestId('pending-count')).toBeHidden({ timeout: 60_000 });
    await expect(card(teacher, kid.name)).toContainText('喂药：李晓雯', { timeout: 30_000 });

    // The principal sees it given, in the record.
    const principal = await signedInPage(browser, 'yuanzhang', '王丽华', { width: 1280, height: 900 });
    await openMedication(principal);
    await expect(card(principal, kid.name)).toHaveAttribute('data-state', 'given', { timeout: 30_000 });
    await principal.getByRole('tab', { name: '服药记录' }).click();
    const line = principal.getByRole('row').filter({ hasText: medicine });
    await expect(line).toContainText('已服');
    await expect(line).toContainText('李晓雯');
    await principal.screenshot({ path: '.tmp/medication-record.png' });
    // 导出: the record as shown, a spreadsheet named for the day.
    const download = principal.waitForEvent('download');
    await principal.getByRole('button', { name: '导出' }).click();
    expect((await download).suggestedFilename()).toMatch(/^服药记录.*\.xlsx$/);
    await expect(principal.getByText('导出成功')).toBeVisible();
    await principal.context().close();
  } finally {
    await teacher.request.post('/test-hooks/clock', { ...asOperator, data: { offsetMs: 0 } });
    await teacher.context().close();
  }
});
