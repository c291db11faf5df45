/**
 * UUIDv7 (RFC 9562): 48-bit ms timestamp, then random bits. Made on the client for every new entity, so offline
 * creates need no id remapping and ids sort by creation time.
 */
export function uuidv7(now: number = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let ts = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ts % 256;
    ts = Math.floor(ts / 256);
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The creation time a UUIDv7 carries: what an offline create shows until the server's time arrives. */
export function uuidv7Time(uuid: string): string {
  const ms = Number.parseInt(uuid.replace(/-/g, '').slice(0, 12), 16);
  return new Date(Number.isFinite(ms) ? ms : 0).toISOString();
}
