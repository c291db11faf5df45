import { expect, type Page } from '@playwright/test';

/** Step 2 of the forgot dialog once the code is typed: 下一步, the new password twice, 确定. */
export async function finishReset(page: Page, shots: string, code: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '忘记密码' });
  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByRole('button', { name: '下一步' }).click();
  await dialog.getByLabel('新密码', { exact: true }).fill(password);
  await dialog.getByLabel('确认密码', { exact: true }).fill(password);
  await page.screenshot({ path: `${shots}/e2e-forgot-step2.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('重置密码成功')).toBeVisible();
  await expect(dialog).toBeHidden();
}
