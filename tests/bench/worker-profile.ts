/**
 * BENCH_WORKER_PROFILE=1: a CPU profile of the page's dedicated workers (the sync worker) from their start, through
 * Chrome DevTools Protocol, summed by function (self time). BENCH_NO_MINIFY=1 builds the bench page unminified so
 * the functions have their names. Each profile is also written to the OS temp folder for DevTools.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Starts profiling every worker the page starts from now on; the function returned stops and summarises. */
export async function profileWorkers(page: Page): Promise<() => Promise<string[]>> {
  const cdp = await page.context().newCDPSession(page);
  // Workers are reached through the page's session (not flattened): messages go in and out as text.
  let nextId = 1;
  const answers = new Map<number, (result: unknown) => void>();
  const send = (sessionId: string, method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      const id = nextId++;
      answers.set(id, resolve);
      void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    });
  cdp.on('Target.receivedMessageFromTarget', (e: { message: string }) => {
    const m = JSON.parse(e.message) as { id?: number; result?: unknown };
    if (m.id) answers.get(m.id)?.(m.result);
  });
  const workers: string[] = [];
  cdp.on('Target.attachedToTarget', async (e: { sessionId: string }) => {
    workers.push(e.sessionId);
    await send(e.sessionId, 'Profiler.enable');
    await send(e.sessionId, 'Profiler.setSamplingInterval', { interval: 200 });
    await send(e.sessionId, 'Profiler.start');
    await send(e.sessionId, 'Runtime.runIfWaitingForDebugger');
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });

  return async () => {
    const lines: string[] = [];
    for (const sessionId of workers) {
      const stopped = (await send(sessionId, 'Profiler.stop')) as { profile: Profile } | undefined;
      if (!stopped) continue;
      const file = join(tmpdir(), `yuanwu-worker-${Date.now()}.cpuprofile`);
      writeFileSync(file, JSON.stringify(stopped.profile));
      lines.push(`worker CPU profile (${file}):`, ...selfTimes(stopped.profile));
    }
    await cdp.detach();
    return lines;
  };
}

/** The 25 functions with the most self time. */
function selfTimes(profile: Profile, top = 25): string[] {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + (self.get(node.id) ?? 0));
  }
  return [...byFunction.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => `${(us / 1000).toFixed(1).padStart(9)} ms  ${name}`);
}
