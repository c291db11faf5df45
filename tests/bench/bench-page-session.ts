import { uuidv7 } from '@contract/ids';
import type { ComponentType } from 'react';

/**
 * Signs a bench page in as the app's session store reads it (localStorage), before the app's modules load: the
 * bench pages render real screens over the browser's own replica, with no server.
 */
export function signInBenchPage(o: { userId: number; schoolId: number; permissions: string[]; positionName: string }): void {
  const session = {
    token: 'bench',
    userId: o.userId,
    avatar: '',
    roles: [],
    schoolInfo: {
      schoolId: o.schoolId,
      companyId: 1,
      schoolName: '基准幼儿园',
      schoolStyle: 1,
      clientState: 0,
      expired: false,
      expirationTime: '',
    },
    dualVerification: false,
    schoolCodeStatus: 0,
    schoolpermission: '',
    permissions: o.permissions,
    positionName: o.positionName,
    expirationTime: Date.now() + 86_400_000,
    setPwd: 0,
    pwdWarn: 0,
  };
  localStorage.setItem('yw.token', 'bench');
  localStorage.setItem('yw.session', JSON.stringify(session));
}

/** The signed-in user's replica, emptied: the page's screen starts from what the page puts in it. */
export async function freshReplica(userId: number) {
  const { replicaFor } = await import('@/lib/replica/replica');
  const db = replicaFor(userId);
  await db.delete();
  await db.open();
  return db;
}

/** Renders one of the app's screens into #root under Mantine's provider, as the app does. */
export async function renderScreen<P extends object>(screen: ComponentType<P>, props: P): Promise<void> {
  const { createElement } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { MantineProvider } = await import('@mantine/core');
  const root = document.getElementById('root');
  if (root) createRoot(root).render(createElement(MantineProvider, null, createElement(screen, props)));
}

/** A class of the bench school and `count` children in it, as the replica holds them. */
export function benchClass(schoolId: number, count: number) {
  const cls = { id: uuidv7(), schoolId, name: '大一班', grade: 0, sort: 0, headTeacher: '', headTeacherId: null, assistants: [] };
  const kids = Array.from({ length: count }, (_, i) => ({
    id: uuidv7(),
    schoolId,
    classId: cls.id,
    name: `幼儿${String(i + 1).padStart(2, '0')}`,
    gender: 1,
    birthday: '2021-01-01',
    status: 1,
  }));
  return { cls, kids };
}

export const nextFrame = () => new Promise<number>((ok) => requestAnimationFrame(() => ok(performance.now())));

/** Clicks `button` at a calm moment inside a frame, as a finger's tap finds it, and lets React flush; the click's time. */
export async function tapCalmly(button: HTMLButtonElement): Promise<number> {
  await nextFrame();
  await new Promise((ok) => setTimeout(ok, 20));
  const t0 = performance.now();
  button.click();
  await Promise.resolve(); // React flushes a click's update in a microtask
  return t0;
}
