import { type ClassCarePage, caresForEveryClass, teachesClass } from '@contract/health/class-care';
import type { ClassRow } from '@contract/people/school-records';
import { useMemo } from 'react';
import { useSession } from '@/lib/session/store';
import { useClasses } from './use-classes';

/**
 * The classes a member records a class page's health work for (contract/health/class-care.ts): every class for the
 * health doctor and the principal (`…:recordAny`), else the classes she teaches. The server refuses the rest.
 */
export function useCareClasses(page: ClassCarePage): { classes: ClassRow[] | undefined; all: boolean } {
  const { session } = useSession();
  const classes = useClasses();
  const all = session ? caresForEveryClass(session.permissions, page) : false;
  const userId = session?.userId;
  const mine = useMemo(
    () => (all || userId === undefined ? classes : classes?.filter((c) => teachesClass(userId, c))),
    [classes, all, userId],
  );
  return { classes: mine, all };
}
