/**
 * JT/T 808-2013 framing and the messages this server speaks (docs/bus-tracking.md), tolerating the 2019 header
 * (version flag, protocol version byte, 10-byte phone number). Pure functions over bytes, no I/O.
 *
 * A frame on the wire: 0x7e, escaped(header + body + checksum), 0x7e; 0x7e inside is sent as 0x7d 0x02 and 0x7d as
 * 0x7d 0x01; the checksum is the XOR of header and body.
 */

export const MsgId = {
  terminalResponse: 0x0001,
  heartbeat: 0x0002,
  logout: 0x0003,
  register: 0x0100,
  auth: 0x0102,
  location: 0x0200,
  locationBatch: 0x0704,
  platformResponse: 0x8001,
  registerResponse: 0x8100,
} as const;

/** 0x8001's result byte. */
export const Result = { ok: 0, failed: 1, badMessage: 2, unsupported: 3 } as const;
/** 0x8100's result byte. */
export const RegisterResult = { ok: 0, carTaken: 1, noCar: 2, terminalTaken: 3, noTerminal: 4 } as const;

export interface Header {
  msgId: number;
  bodyLength: number;
  /** 2019 frames carry a version flag and byte; answers are written the same way. */
  version2019: boolean;
  protocolVersion: number;
  encrypted: boolean;
  subpackage: boolean;
  /** The terminal's phone number: the BCD digits as sent (12 or 20). */
  phone: string;
  serial: number;
  /** Total and index (1-based) of a subpackaged message. */
  packets?: { total: number; index: number };
}

export interface Message {
  header: Header;
  body: Uint8Array;
}

export class Jt808Error extends Error {
  constructor(
    message: string,
    /** The header, when it could be read: the error is then answered with 0x8001 result 2. */
    readonly header?: Header,
  ) {
    super(message);
  }
}

export function unescapeFrame(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (b === 0x7d) {
      const next = bytes[++i];
      if (next === 0x02) out[n++] = 0x7e;
      else if (next === 0x01) out[n++] = 0x7d;
      else throw new Jt808Error('bad escape');
    } else out[n++] = b;
  }
  return out.subarray(0, n);
}

export function escapeFrame(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length * 2);
  let n = 0;
  for (const b of bytes) {
    if (b === 0x7e) {
      out[n++] = 0x7d;
      out[n++] = 0x02;
    } else if (b === 0x7d) {
      out[n++] = 0x7d;
      out[n++] = 0x01;
    } else out[n++] = b;
  }
  return out.subarray(0, n);
}

export const xor = (bytes: Uint8Array): number => bytes.reduce((x, b) => x ^ b, 0);

const bcdDigits = (bytes: Uint8Array): string => Array.from(bytes, (b) => `${b >> 4}${b & 0x0f}`).join('');

/** Digits to BCD, left-padded with zeros to `size` bytes. */
export function bcd(digits: string, size: number): Uint8Array {
  const padded = digits.padStart(size * 2, '0').slice(-size * 2);
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (Number(padded[2 * i]) << 4) | Number(padded[2 * i + 1]);
  return out;
}

/**
 * One frame's content (between the 0x7e flags, still escaped) → header and body. Throws Jt808Error for a bad escape,
 * a wrong checksum or a length that does not add up (with the header when it was readable).
 */
export function decodeFrame(escaped: Uint8Array): Message {
  const raw = unescapeFrame(escaped);
  if (raw.length < 13) throw new Jt808Error('frame too short');
  const content = raw.subarray(0, raw.length - 1);
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  const msgId = view.getUint16(0);
  const props = view.getUint16(2);
  const version2019 = (props & 0x4000) !== 0;
  let at = 4;
  const protocolVersion = version2019 ? (content[at++] as number) : 0;
  const phoneSize = version2019 ? 10 : 6;
  if (content.length < at + phoneSize + 2) throw new Jt808Error('frame too short');
  const phone = bcdDigits(content.subarray(at, at + phoneSize));
  at += phoneSize;
  const serial = view.getUint16(at);
  at += 2;
  const header: Header = {
    msgId,
    bodyLength: props & 0x03ff,
    version2019,
    protocolVersion,
    encrypted: (props & 0x1c00) !== 0,
    subpackage: (props & 0x2000) !== 0,
    phone,
    serial,
  };
  if (header.subpackage) {
    if (content.length < at + 4) throw new Jt808Error('frame too short', header);
    header.packets = { total: view.getUint16(at), index: view.getUint16(at + 2) };
    at += 4;
  }
  if (xor(content) !== raw[raw.length - 1]) throw new Jt808Error('bad checksum', header);
  const body = content.subarray(at);
  if (body.length !== header.bodyLength) throw new Jt808Error('body length mismatch', header);
  return { header, body };
}

/** A whole frame, flags included, for a message to `phone` (answers mirror the terminal's header version). */
export function encodeFrame(
  msgId: number,
  body: Uint8Array,
  to: { phone: string; serial: number; version2019?: boolean; protocolVersion?: number },
): Uint8Array {
  const v19 = to.version2019 === true;
  const phoneSize = v19 ? 10 : 6;
  const head = new Uint8Array(4 + (v19 ? 1 : 0) + phoneSize + 2);
  const view = new DataView(head.buffer);
  view.setUint16(0, msgId);
  view.setUint16(2, (body.length & 0x03ff) | (v19 ? 0x4000 : 0));
  let at = 4;
  if (v19) head[at++] = to.protocolVersion ?? 1;
  head.set(bcd(to.phone, phoneSize), at);
  at += phoneSize;
  view.setUint16(at, to.serial & 0xffff);
  const content = new Uint8Array(head.length + body.length + 1);
  content.set(head, 0);
  content.set(body, head.length);
  content[content.length - 1] = xor(content.subarray(0, content.length - 1));
  const escaped = escapeFrame(content);
  const frame = new Uint8Array(escaped.length + 2);
  frame[0] = 0x7e;
  frame.set(escaped, 1);
  frame[frame.length - 1] = 0x7e;
  return frame;
}

/** 0x8001 body: the terminal's serial and message id, and the result. */
export function platformResponse(serial: number, msgId: number, result: number): Uint8Array {
  const body = new Uint8Array(5);
  const view = new DataView(body.buffer);
  view.setUint16(0, serial);
  view.setUint16(2, msgId);
  body[4] = result;
  return body;
}

/** 0x8100 body: the registration's serial, the result, and the auth code when it succeeded. */
export function registerResponse(serial: number, result: number, authCode = ''): Uint8Array {
  const code = new TextEncoder().encode(result === RegisterResult.ok ? authCode : '');
  const body = new Uint8Array(3 + code.length);
  new DataView(body.buffer).setUint16(0, serial);
  body[2] = result;
  body.set(code, 3);
  return body;
}

/** 0x8001 / 0x8100 as a terminal reads them (tests, the simulator, the bench). */
export function readPlatformResponse(body: Uint8Array): { serial: number; msgId: number; result: number } {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  return { serial: view.getUint16(0), msgId: view.getUint16(2), result: body[4] as number };
}
export function readRegisterResponse(body: Uint8Array): { serial: number; result: number; authCode: string } {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  return { serial: view.getUint16(0), result: body[2] as number, authCode: new TextDecoder().decode(body.subarray(3)) };
}

/** 0x0102's auth code: the whole body in 2013; a length byte, the code, IMEI and software version in 2019. */
export function readAuthCode(header: Header, body: Uint8Array): string {
  if (header.version2019 && body.length > 0) {
    const n = body[0] as number;
    if (1 + n <= body.length) return new TextDecoder().decode(body.subarray(1, 1 + n));
  }
  return new TextDecoder().decode(body);
}

/** A location report's basic information (the 28 bytes every 0x0200 begins with; extra items are skipped). */
export interface Location {
  alarm: number;
  status: number;
  /** Degrees × 1e6, signed (south and west negative). */
  lat: number;
  lng: number;
  /** Metres. */
  altitude: number;
  /** 0.1 km/h. */
  speed: number;
  direction: number;
  /** The terminal's time (BCD, China time) as a date; null when it is no calendar time. */
  time: Date | null;
}

const STATUS_POSITIONED = 0x02;
const STATUS_SOUTH = 0x04;
const STATUS_WEST = 0x08;
export const LOCATION_BASIC_SIZE = 28;

/** BCD YYMMDDhhmmss in China time (GMT+8) → Date, or null when a digit or the date is not valid. */
export function readBcdTime(b: Uint8Array): Date | null {
  const d = bcdDigits(b);
  if (!/^\d{12}$/.test(d)) return null;
  const [yy, mo, dd, hh, mi, ss] = [0, 2, 4, 6, 8, 10].map((i) => Number(d.slice(i, i + 2))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(2000 + yy, mo - 1, dd, hh - 8, mi, ss);
  const check = new Date(ms + 8 * 3600_000);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== dd || hh > 23 || mi > 59 || ss > 59) return null;
  return new Date(ms);
}

export function bcdTime(date: Date): Uint8Array {
  const iso = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return bcd(iso.slice(2, 19).replace(/\D/g, ''), 6);
}

export function readLocation(body: Uint8Array): Location {
  if (body.length < LOCATION_BASIC_SIZE) throw new Jt808Error('location too short');
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const status = view.getUint32(4);
  const lat = view.getUint32(8);
  const lng = view.getUint32(12);
  return {
    alarm: view.getUint32(0),
    status,
    lat: status & STATUS_SOUTH ? -lat : lat,
    lng: status & STATUS_WEST ? -lng : lng,
    altitude: view.getInt16(16),
    speed: view.getUint16(18),
    direction: view.getUint16(20),
    time: readBcdTime(body.subarray(22, 28)),
  };
}

export const isPositioned = (l: Location): boolean => (l.status & STATUS_POSITIONED) !== 0;

export function writeLocation(l: Omit<Location, 'time'> & { time: Date }): Uint8Array {
  const body = new Uint8Array(LOCATION_BASIC_SIZE);
  const view = new DataView(body.buffer);
  const status = (l.status & ~(STATUS_SOUTH | STATUS_WEST)) | (l.lat < 0 ? STATUS_SOUTH : 0) | (l.lng < 0 ? STATUS_WEST : 0);
  view.setUint32(0, l.alarm >>> 0);
  view.setUint32(4, status >>> 0);
  view.setUint32(8, Math.abs(l.lat));
  view.setUint32(12, Math.abs(l.lng));
  view.setInt16(16, l.altitude);
  view.setUint16(18, l.speed);
  view.setUint16(20, l.direction);
  body.set(bcdTime(l.time), 22);
  return body;
}

/** 0x0704: count, type (0 regular batch, 1 blind-area make-up), then length-prefixed location reports. */
export function readLocationBatch(body: Uint8Array): Location[] {
  if (body.length < 3) throw new Jt808Error('batch too short');
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  const count = view.getUint16(0);
  const out: Location[] = [];
  let at = 3;
  for (let i = 0; i < count; i++) {
    if (at + 2 > body.length) throw new Jt808Error('batch cut short');
    const size = view.getUint16(at);
    at += 2;
    if (at + size > body.length) throw new Jt808Error('batch cut short');
    out.push(readLocation(body.subarray(at, at + size)));
    at += size;
  }
  return out;
}

export function writeLocationBatch(reports: Uint8Array[], type = 1): Uint8Array {
  const size = 3 + reports.reduce((s, r) => s + 2 + r.length, 0);
  const body = new Uint8Array(size);
  const view = new DataView(body.buffer);
  view.setUint16(0, reports.length);
  body[2] = type;
  let at = 3;
  for (const r of reports) {
    view.setUint16(at, r.length);
    body.set(r, at + 2);
    at += 2 + r.length;
  }
  return body;
}

/** 0x0100 as a terminal writes it (2013): province, city, maker, model, terminal id, plate colour, plate. */
export function writeRegister(terminalId: string, plate = ''): Uint8Array {
  const text = (s: string, n: number) => {
    const out = new Uint8Array(n);
    out.set(new TextEncoder().encode(s).subarray(0, n));
    return out;
  };
  const plateBytes = new TextEncoder().encode(plate);
  const body = new Uint8Array(2 + 2 + 5 + 20 + 7 + 1 + plateBytes.length);
  new DataView(body.buffer).setUint16(0, 44);
  new DataView(body.buffer).setUint16(2, 300);
  body.set(text('YUANW', 5), 4);
  body.set(text('SIM-1', 20), 9);
  body.set(text(terminalId, 7), 29);
  body[36] = plate ? 1 : 0;
  body.set(plateBytes, 37);
  return body;
}

/**
 * Cuts a byte stream into frames: `push` takes what the socket read and returns the complete frames' content
 * (escaped, flags removed); a partial frame waits for the next read. Bytes before a first flag are dropped.
 */
export class FrameSplitter {
  private pending: Uint8Array = new Uint8Array(0);

  constructor(private readonly maxFrame = 4096) {}

  push(chunk: Uint8Array): Uint8Array[] {
    const data = this.pending.length ? concat(this.pending, chunk) : chunk;
    const frames: Uint8Array[] = [];
    let start = data.indexOf(0x7e);
    if (start < 0) {
      this.pending = new Uint8Array(0);
      return frames;
    }
    for (let end = data.indexOf(0x7e, start + 1); end >= 0; end = data.indexOf(0x7e, start + 1)) {
      // Two flags in a row are one frame's end and the next one's start.
      if (end > start + 1) frames.push(data.slice(start + 1, end));
      start = end;
    }
    // What follows the last flag (kept with it) is the start of a frame still arriving.
    this.pending = data.slice(start);
    if (this.pending.length > this.maxFrame) throw new Jt808Error('frame too long');
    return frames;
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
