import { expect, test } from './fixtures';
import sharp from 'sharp';
import { expectSignedInShell, findStudent, signIn } from './helpers';
import { readSmsCode } from './sms-inbox';

test('an application with a material picture added offline is admitted, placed in a class and found in 幼儿管理', async ({
  page,
  context,
}) => {
  const child = `招生${Date.now() % 100000}`;
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d5a03a' } })
    .jpeg()
    .toBuffer();
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await page.goto('/YWGL/ZSGL');
  await expect(page.getByRole('row').filter({ hasText: '林小雨' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: '.tmp/enrolment/list.png', fullPage: true });

  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await page.getByRole('button', { name: '新增报名' }).click();
  const dialog = page.getByRole('dialog', { name: '新增报名' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入幼儿姓名')).toBeVisible();
  await dialog.getByLabel('幼儿姓名').fill(child);
  await dialog.getByLabel('女').check();
  await dialog.getByLabel('出生日期').fill('2022-05-06');
  await dialog.getByText('新增报名', { exact: true }).click(); // leaves the date field so it takes the typed value
  await dialog.getByLabel('家长姓名').fill('林建国');
  await dialog.getByLabel('联系电话').fill('13812345678');
  await dialog.getByLabel('意向年级').click();
  await page.getByRole('option', { name: '小班' }).click();
  await dialog.getByLabel('选择材料图片').setInputFiles({ name: '户口本.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByText('1/6')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: '.tmp/enrolment/form-offline.png' });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('新增成功')).toBeVisible();

  // Kept on this device through a reload while offline.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: child });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('待审核')).toBeVisible();
  await expect(row.getByText('1张')).toBeVisible();

  // Online: the picture is uploaded, then the application is sent.
  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 30_000 });
  await row.getByRole('button', { name: '录取', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(row.getByText('已录取')).toBeVisible();
  await row.getByRole('button', { name: '分班' }).click();
  const assign = page.getByRole('dialog', { name: '分班' });
  await assign.getByLabel('班级').click();
  // A 小班 class, as applied for: not the top grade, whose count the 升班 spec reads.
  const option = page.getByRole('option', { name: /^小/ }).first();
  const className = (await option.textContent()) ?? '';
  await option.click();
  await assign.getByRole('button', { name: '确定' }).click();
  await expect(assign).toBeHidden();
  await expect(row.getByText('已分班')).toBeVisible();
  await expect(row.getByText(className)).toBeVisible();
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 30_000 });
  await page.getByRole('tab', { name: '招生统计' }).click();
  await expect(page.getByText(/按状态（共 \d+ 份）/)).toBeVisible();
  await page.screenshot({ path: '.tmp/enrolment/statistics.png', fullPage: true });

  await page.goto('/YWGL/JCXX/YEGL');
  const found = await findStudent(page, child);
  await expect(found).toHaveCount(1, { timeout: 30_000 });
  await expect(found).toContainText(className);
  await page.screenshot({ path: '.tmp/enrolment/child-in-yegl.png', fullPage: true });
});

test('a parent invited from 幼儿管理 joins by the QR link, proves the phone by SMS, and is approved by staff', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await page.goto('/YWGL/JCXX/YEGL');
  await page.getByRole('button', { name: '邀请家长' }).click();
  const sheetDialog = page.getByRole('dialog', { name: /邀请家长/ });
  await sheetDialog.getByRole('combobox', { name: '班级' }).click();
  await page.getByRole('option').first().click();
  const made = page.waitForResponse((r) => r.url().includes('/park/getQrcodeImgUrlBatch'));
  await sheetDialog.getByRole('button', { name: '生成二维码' }).click();
  const codes = (await (await made).json()).data as { key: string; studentName: string }[];
  const sheet = page.getByTestId('parent-qr-sheet');
  await expect(sheet.getByRole('img')).toHaveCount(codes.length, { timeout: 20_000 });
  await page.screenshot({ path: '.tmp/enrolment/parent-qr-sheet.png', fullPage: true });
  await sheetDialog.getByRole('button', { name: '关闭' }).click();
  const first = codes[0];
  if (!first) throw new Error('no code');

  const phone = `139${String(Date.now() % 1e8).padStart(8, '0')}`;
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 760 }, locale: 'zh-CN' });
  const parent = await parentContext.newPage();
  await parent.goto(`/parentCode?key=${encodeURIComponent(first.key)}`);
  await expect(parent.getByTestId('parent-join-child')).toContainText(`*${[...first.studentName].slice(1).join('')}`);
  await parent.getByLabel('家长姓名').fill('林建国');
  await parent.getByRole('combobox', { name: '与幼儿的关系' }).click();
  await parent.getByRole('option', { name: '爸爸' }).click();
  await parent.getByLabel('手机号').fill(phone);
  await parent.getByRole('button', { name: '提交申请' }).click();
  await expect(parent.getByText('请输入验证码！')).toBeVisible();
  await parent.getByRole('button', { name: '获取验证码' }).click();
  await expect(parent.getByText('手机获取验证码成功')).toBeVisible();
  await parent.getByLabel('验证码').fill(await readSmsCode(page.context(), baseURL ?? '', phone));
  await parent.screenshot({ path: '.tmp/enrolment/parent-join-filled.png' });
  await parent.getByRole('button', { name: '提交申请' }).click();
  await expect(parent.getByText('申请已提交，请等待园所审核')).toBeVisible();
  await parent.screenshot({ path: '.tmp/enrolment/parent-join.png' });
  await parent.goto('/parentCode?key=not-a-key');
  await expect(parent.getByText('二维码已失效')).toBeVisible();
  await parentContext.close();

  await page.reload();
  await expect(page.getByTestId('pending-join-requests')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /家长申请/ }).click();
  await expect(page).toHaveURL(/\/YWGL\/JCXX\/JZYQ$/);
  const row = page.getByRole('row').filter({ hasText: phone });
  await expect(row).toBeVisible();
  await expect(row).toContainText('林建国（父亲）');
  await row.getByRole('button', { name: '通过' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(row.getByText('已通过')).toBeVisible();
  await page.screenshot({ path: '.tmp/enrolment/parent-requests.png', fullPage: true });
});
