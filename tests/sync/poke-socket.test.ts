import { describe, expect, it, vi } from 'vitest';
import { connectPokes, pokeUrl, type WebSocketFactory } from '../../sync/poke-socket';

/** A scriptable WebSocket: the test opens, messages and closes it from the "server" side. */
function fakeSockets() {
  const made: FakeSocket[] = [];
  class FakeSocket {
    onopen: ((e: unknown) => void) | null = null;
    onmessage: ((e: { data: unknown }) => void) | null = null;
    onclose: ((e: { code?: number }) => void) | null = null;
    onerror: ((e: unknown) => void) | null = null;
    sent: string[] = [];
    closed = false;
    constructor(readonly url: string) {
      made.push(this);
    }
    send(data: string) {
      this.sent.push(data);
    }
    close() {
      this.closed = true;
    }
  }
  return { made, Ctor: FakeSocket as unknown as WebSocketFactory };
}

describe('poke socket', () => {
  it('says hello with the token, turns pokes into pulls of that school, and ignores anything else', () => {
    const { made, Ctor } = fakeSockets();
    const pokes: number[] = [];
    const connects = vi.fn();
    const socket = connectPokes({
      url: pokeUrl('https://yw.example'),
      token: () => 'tok',
      onPoke: (s) => pokes.push(s),
      onConnect: connects,
      WebSocket: Ctor,
    });
    const ws = made[0];
    if (!ws) throw new Error('no socket');
    expect(ws.url).toBe('wss://yw.example/sync/ws');
    ws.onopen?.({});
    expect(ws.sent).toEqual([JSON.stringify({ type: 'hello', token: 'tok' })]);
    expect(connects).toHaveBeenCalledTimes(1);
    for (const data of ['{"type":"ready"}', 'not json', '{"type":"poke","schoolId":101}', '{"type":"poke","schoolId":"x"}'])
      ws.onmessage?.({ data });
    expect(pokes).toEqual([101]);
    socket.close();
    expect(ws.closed).toBe(true);
  });

  it('reconnects with backoff after a drop, but not after the server refused the token', async () => {
    const { made, Ctor } = fakeSockets();
    const socket = connectPokes({ url: 'ws://x/sync/ws', token: () => 't', onPoke: () => {}, WebSocket: Ctor, random: () => 0 });
    made[0]?.onclose?.({ code: 1006 });
    expect(made.length).toBe(1);
    await vi.waitFor(() => expect(made.length).toBe(2), { timeout: 2000 });
    made[1]?.onclose?.({ code: 4401 });
    await new Promise((r) => setTimeout(r, 1200));
    expect(made.length).toBe(2);
    socket.close();
  });
});
