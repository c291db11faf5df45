import type { DatasignInput } from '@contract/datasign';
import type { SignApi } from '@workers/sign.worker';
import { type Remote, wrap } from 'comlink';

/**
 * The sign worker (workers/sign.worker.ts) through Comlink. Created on first use, so screens that never sign
 * (and DOM tests, which have no Worker) do not pay for it.
 */
let remote: Remote<SignApi> | null = null;

function signWorker(): Remote<SignApi> {
  if (!remote) {
    const worker = new Worker(new URL('../../../workers/sign.worker.ts', import.meta.url), { type: 'module', name: 'sign' });
    remote = wrap<SignApi>(worker);
  }
  return remote;
}

export const datasign = (input: DatasignInput): Promise<string> => signWorker().datasign(input);

/** Lowercase hex md5, used for passwords before they leave the page. */
export const md5Hex = (text: string): Promise<string> => signWorker().md5(text);
