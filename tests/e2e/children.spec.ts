import { expect, test } from './fixtures';
import { expectSignedInShell, findStudent, openStudents, signIn } from './helpers';

const SHOTS = '.tmp/shots';

test('a child with an ID card added offline keeps after a reload, leaves in a batch and is found in 离园幼儿', async ({
  page,
  context,
}) => {
  const name = `证件${Date.now() % 100000}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
  await openStudents(page);

  await context.setOffline(true);
  await expect(page.getByTestId('network-status')).toHaveText('离线');
  await page.getByRole('button', { name: '新增幼儿' }).click();
  const dialog = page.getByRole('dialog', { name: '新增幼儿' });
  await dialog.getByLabel('姓名').fill(name);
  await dialog.getByRole('radio', { name: '女' }).check();
  await dialog.getByLabel('出生日期').fill('2021-05-06');
  await dialog.getByRole('tab', { name: '基本信息' }).click(); // leaves the date field so it takes the typed value
  // A wrong check digit is refused under the field, as the server would refuse it.
  await dialog.getByLabel('证件号码').fill('110105202105061230');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('身份证号码不正确')).toBeVisible();
  await dialog.getByLabel('证件号码').fill('110105202105061239');
  await dialog.getByRole('combobox', { name: '血型' }).click();
  await page.getByRole('option', { name: 'AB型' }).click();
  await dialog.getByRole('combobox', { name: '民族' }).fill('回');
  await page.getByRole('option', { name: '回族' }).click();
  await dialog.getByLabel('标签').fill('插班生');
  await dialog.getByLabel('标签').press('Enter');
  await dialog.getByRole('tab', { name: '健康档案' }).click();
  await dialog.getByLabel('过敏史').fill('花生');
  await page.screenshot({ path: `${SHOTS}/children-form.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('pending-count')).toHaveText('1 条待同步');

  // Reloaded offline: the record comes back from the replica and the outbox.
  await page.reload();
  const row = await findStudent(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('插班生');
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: '编辑幼儿' });
  await expect(edit.getByLabel('证件号码')).toHaveValue('110105202105061239');
  await expect(edit.getByRole('combobox', { name: '血型' })).toHaveValue('AB型');
  await edit.getByRole('button', { name: '取消' }).click();

  // Family: a primary contact, offline too.
  await row.getByRole('button', { name: '档案' }).click();
  const record = page.getByRole('dialog', { name: `${name}的档案` });
  await record.getByRole('button', { name: '新增家庭成员' }).click();
  const family = page.getByRole('dialog', { name: '新增家庭成员' });
  await family.getByRole('combobox', { name: '与幼儿关系' }).click();
  await page.getByRole('option', { name: '母亲' }).click();
  await family.getByLabel('姓名').fill('王芳');
  await family.getByLabel('手机号').fill('13912345678');
  await family.getByLabel('主要联系人').check();
  await family.getByRole('button', { name: '确定' }).click();
  await expect(family).toBeHidden();
  await expect(record.getByRole('row').filter({ hasText: '王芳' })).toContainText('主要联系人');
  await page.screenshot({ path: `${SHOTS}/children-family.png` });
  await record.getByRole('button', { name: 'Close' }).or(record.locator('.mantine-Modal-close')).first().click();
  await expect(record).toBeHidden();

  // Batch 离园 of the ticked child.
  await row.getByRole('checkbox', { name: '选择' }).check();
  await page.getByRole('button', { name: '离园', exact: true }).click();
  const leave = page.getByRole('dialog', { name: '幼儿离园' });
  await expect(leave).toContainText('已选择 1 名幼儿');
  await leave.getByLabel('离园原因').fill('随父母迁居外地');
  await page.screenshot({ path: `${SHOTS}/children-leave.png` });
  await leave.getByRole('button', { name: '确定' }).click();
  await expect(leave).toBeHidden();
  await expect(await findStudent(page, name)).toHaveCount(0);

  await page.goto('/YWGL/JCXX/LYYE');
  await page.getByLabel('幼儿姓名').fill(name);
  const left = page.getByRole('row').filter({ hasText: name });
  await expect(left).toContainText('随父母迁居外地');
  await expect(left).toContainText('离园');
  await page.screenshot({ path: `${SHOTS}/children-leavers.png` });

  // Online again: everything reaches the server.
  await context.setOffline(false);
  await expect(page.getByTestId('pending-count')).toBeHidden({ timeout: 30_000 });
  await expect(left).toContainText('随父母迁居外地');
});

test('信息统计 counts the children from the replica and draws its charts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await signIn(page, 'yuanzhang');
  await expectSignedInShell(page, '王丽华');
  await openStudents(page);
  await page.goto('/YWGL/JCXX/XXTJ');
  await expect(page.getByText('在园幼儿')).toBeVisible();
  await expect(page.getByText('按班级').first()).toBeVisible();
  // Five charts, each an svg drawn by the lazily loaded chart kit.
  await expect(page.locator('.recharts-wrapper')).toHaveCount(5, { timeout: 30_000 });
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/children-statistics.png`, fullPage: true });
});
