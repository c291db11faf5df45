import { hasPermission } from '../permissions';

/**
 * Class care (docs/health.md): a class teacher records checks and medication for the classes they teach (head or
 * assistant teacher); the health doctor and the principal, who hold the page's `recordAny`, for every class. The
 * services refuse the rest (server/services/health/class-care.ts); the screens offer only those classes.
 */
export const CLASS_CARE = {
  checks: { own: '/WSBJ/CWJ:record', any: '/WSBJ/CWJ:recordAny' },
  medication: { own: '/WSBJ/WYDJ:record', any: '/WSBJ/WYDJ:recordAny' },
} as const;
export type ClassCarePage = keyof typeof CLASS_CARE;

export const ClassCareMsg = { notYourClass: '您不是该班的老师，不能登记' } as const;

/** Whether a member with these rights may record for every class of the page (else only their own classes). */
export const caresForEveryClass = (granted: ReadonlySet<string> | readonly string[], page: ClassCarePage): boolean =>
  hasPermission(granted, CLASS_CARE[page].any);

/** Whether a member teaches a class, from the class row every replica holds (head teacher or an assistant). */
export const teachesClass = (userId: number, cls: { headTeacherId: number | null; assistants: readonly { id: number }[] }): boolean =>
  cls.headTeacherId === userId || cls.assistants.some((a) => a.id === userId);
