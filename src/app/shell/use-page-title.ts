import { useRouterState } from '@tanstack/react-router';
import { documentTitle, useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/session/store';
import { presentedPathOf } from './keep-alive/presented-path';
import { pageTitle } from './page-title';

/** The browser title of the page on screen: its menu name and the school (`幼儿管理 - 童心阳光幼儿园`). */
export function usePageTitle(): void {
  const presented = useRouterState({ select: (s) => presentedPathOf(s.matches) });
  const { menu, session } = useSession();
  const school = session?.schoolInfo.schoolName;
  useDocumentTitle(documentTitle(pageTitle(menu, presented ?? ''), school || undefined));
}
