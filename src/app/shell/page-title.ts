import { FINANCE_LOGIN_PATH } from '@contract/account';
import type { MenuItem } from '@contract/menu';
import { PARENT_INVITES_PATH } from '@contract/people/parent-invites';
import { HOME_PATH } from '@contract/routes';
import { findMenuItem } from '@contract/shortcuts';

const SHELL_PAGES: Record<string, string> = {
  [HOME_PATH]: '工作台',
  '/403': '无权访问',
  '/404': '页面不存在',
  [FINANCE_LOGIN_PATH]: '财务登录',
  [PARENT_INVITES_PATH]: '邀请家长',
};

/** The name a page goes by in the tab bar and the breadcrumb: its menu name (worded for the school's style). */
export const pageTitle = (menu: MenuItem[] | null, path: string): string =>
  findMenuItem(menu ?? [], path)?.name ?? SHELL_PAGES[path] ?? path;
