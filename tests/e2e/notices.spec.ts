import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { clearPopups, signInAs } from './helpers';

const SHOTS = process.env.SHOTS_DIR ?? '.tmp/notices';

async function signedIn(browser: Browser, loginName: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, loginName);
  if (loginName === 'jiaoshi') await page.getByRole('button', { name: '稍后再说' }).click();
  else await clearPopups(page);
  return page;
}
const confirmBox = (page: Page) => page.getByRole('dialog', { name: '提示' });
/** A screenshot once the dialogs' opening transition is over. */
async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a notice to 保教部 reaches the teacher, her reading shows as 已读 1; an anonymous letter reaches the principal with no trace of its writer', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const principal = await signedIn(browser, 'yuanzhang');
  const teacher = await signedIn(browser, 'jiaoshi');

  // 1. The principal writes and publishes a notice to one department.
  await principal.goto('/YWGL/YSXC/TZGG');
  await principal.getByRole('tab', { name: '通知管理' }).click();
  await expect(principal.getByText('暂无数据')).toBeVisible();
  await principal.getByRole('button', { name: '新建通知' }).click();
  const editor = principal.getByRole('dialog', { name: '新建通知' });
  await editor.getByLabel('标题').fill('本周教研活动安排');
  await editor.getByRole('radio', { name: '指定部门' }).check();
  await editor.getByPlaceholder('请选择部门').click();
  await principal.getByRole('option', { name: /保教部/ }).click();
  // The list stays open for more choices: a click on the title closes it.
  await editor.getByRole('heading', { name: '新建通知' }).click();
  await expect(principal.getByRole('listbox', { name: '选择部门' })).toBeHidden();
  await editor.getByLabel('通知内容').click();
  await principal.keyboard.type('周四下午三点在多功能厅开展教研活动，请保教部全体老师准时参加。');
  await shot(principal, 'notice-editor');
  await editor.getByRole('button', { name: '发布' }).click();
  await confirmBox(principal).getByRole('button', { name: '确定' }).click();
  await expect(principal.getByText('发布成功！')).toBeVisible();
  const row = principal.getByRole('row', { name: /本周教研活动安排/ });
  await expect(row.getByRole('button', { name: '已读 0/1' })).toBeVisible();
  await expect(principal.getByText('共 1 条')).toBeVisible();
  await shot(principal, 'notice-manage');

  // 2. The teacher finds it unread among the notices addressed to her, and reads it.
  await teacher.goto('/YWGL/YSXC/TZGG');
  const mine = teacher.getByRole('row', { name: /本周教研活动安排/ });
  await expect(mine.getByText('未读')).toBeVisible();
  await shot(teacher, 'notice-received');
  await mine.getByRole('button', { name: '查看' }).click();
  const detail = teacher.getByRole('dialog', { name: '通知详情' });
  await expect(detail.getByText('周四下午三点在多功能厅开展教研活动')).toBeVisible();
  await expect(detail.getByText(/发布人：王丽华/)).toBeVisible();
  await shot(teacher, 'notice-detail');
  await detail.getByRole('button').first().click();
  await expect(mine.getByText('已读')).toBeVisible();

  // 3. The principal sees 已读 1.
  await principal.getByRole('tab', { name: '我收到的' }).click();
  await principal.getByRole('tab', { name: '通知管理' }).click();
  await row.getByRole('button', { name: '已读 1/1' }).click();
  const receipts = principal.getByRole('dialog', { name: '阅读情况' });
  await expect(receipts.getByTestId('read-count')).toHaveText('已读 1');
  await receipts.getByRole('tab', { name: /已读/ }).click();
  await expect(receipts.getByRole('cell', { name: '李晓雯' })).toBeVisible();
  await shot(principal, 'notice-receipts');
  await principal.keyboard.press('Escape');

  // 4. The teacher writes an anonymous letter.
  const teacherId = await teacher.evaluate(() => JSON.parse(localStorage.getItem('yw.session') ?? '{}').userId as number);
  expect(teacherId).toBeGreaterThan(0);
  await teacher.getByRole('tab', { name: '写信给园长' }).click();
  await teacher.getByRole('button', { name: '写信' }).click();
  const letter = teacher.getByRole('dialog', { name: '写信给园长' });
  await letter.getByLabel('标题').fill('关于午休时间的建议');
  await letter.getByLabel('内容').fill('孩子们午休时间偏短，建议延长二十分钟。');
  await letter.getByLabel('匿名发送').check();
  await expect(letter.getByText('匿名信件不会向任何人显示您的姓名和联系方式')).toBeVisible();
  await shot(teacher, 'letter-write');
  await letter.getByRole('button', { name: '确定' }).click();
  await expect(teacher.getByText('信件已发送')).toBeVisible();

  // 5. The principal reads and replies; nothing her page receives names the writer.
  const bodies: { url: string; body: string }[] = [];
  principal.on('response', async (res) => {
    if (!res.url().includes('/park/') && !res.url().includes('/sync/')) return;
    try {
      bodies.push({ url: res.url(), body: await res.text() });
    } catch {
      // a redirect or an aborted call has no body
    }
  });
  principal.on('websocket', (ws) => ws.on('framereceived', (f) => bodies.push({ url: ws.url(), body: String(f.payload) })));
  await principal.goto('/YWGL/YSXC/YCXX');
  const letterRow = principal.getByRole('row', { name: /关于午休时间的建议/ });
  await expect(letterRow.getByText('匿名')).toBeVisible();
  await expect(letterRow.getByText('待回复')).toBeVisible();
  await shot(principal, 'mailbox-list');
  await letterRow.getByRole('button', { name: '回复' }).click();
  const open = principal.getByRole('dialog', { name: '信件详情' });
  await expect(open.getByText('写信人：匿名')).toBeVisible();
  await open.getByLabel('回复').fill('感谢建议，下学期起午休延长二十分钟。');
  await shot(principal, 'mailbox-reply');
  await open.getByRole('button', { name: '确定' }).click();
  await expect(principal.getByText('回复成功')).toBeVisible();
  await expect(letterRow.getByText('已回复')).toBeVisible();
  expect(bodies.some((b) => b.url.includes('/park/mailbox/list'))).toBe(true);
  expect(bodies.some((b) => b.url.includes('/park/mailbox/reply'))).toBe(true);
  // Her name, login and phone nowhere; her id in no field that names a person (menu ids are small numbers too).
  const personId = new RegExp(
    `"[A-Za-z_]*(?:user|User|sender|Sender|writer|Writer|author|Author)[A-Za-z_]*"\\s*:\\s*"?${teacherId}"?[,}\\]]`,
  );
  for (const { url, body } of bodies) {
    for (const trace of ['李晓雯', 'jiaoshi', '13800000002']) expect(body, `${url} names the writer`).not.toContain(trace);
    expect(body, `${url} carries the writer's id`).not.toMatch(personId);
  }

  // 6. The teacher sees the reply.
  await teacher.reload();
  await teacher.getByRole('tab', { name: '写信给园长' }).click();
  const sent = teacher.getByRole('row', { name: /关于午休时间的建议/ });
  await expect(sent.getByText('已回复')).toBeVisible();
  await sent.getByRole('button', { name: '查看' }).click();
  await expect(teacher.getByTestId('letter-reply')).toHaveText('感谢建议，下学期起午休延长二十分钟。');
  await shot(teacher, 'letter-reply-seen');
});

test('a teacher is kept out of 园长信箱; 校园宣传 shows its list and editor to the principal', async ({ browser }) => {
  const teacher = await signedIn(browser, 'jiaoshi');
  await teacher.goto('/YWGL/YSXC/YCXX');
  await expect(teacher).toHaveURL(/\/403$/);
  const principal = await signedIn(browser, 'yuanzhang');
  await principal.goto('/YWGL/XYXC');
  await expect(principal.getByText('暂无数据')).toBeVisible();
  await expect(principal.getByText('共 0 条')).toBeVisible();
  await shot(principal, 'announcements-empty');
  await principal.getByRole('button', { name: '新建宣传' }).click();
  const dialog = principal.getByRole('dialog', { name: '新建宣传' });
  await dialog.getByRole('button', { name: '发布' }).click();
  await expect(dialog.getByText('请输入标题')).toBeVisible();
  await expect(dialog.getByText('请上传封面')).toBeVisible();
  await shot(principal, 'announcement-editor');
});
