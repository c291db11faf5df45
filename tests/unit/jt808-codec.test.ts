import { describe, expect, it } from 'vitest';
import {
  decodeFrame,
  encodeFrame,
  escapeFrame,
  FrameSplitter,
  Jt808Error,
  MsgId,
  platformResponse,
  readAuthCode,
  readBcdTime,
  readLocation,
  readLocationBatch,
  readPlatformResponse,
  readRegisterResponse,
  registerResponse,
  unescapeFrame,
  writeLocation,
  writeLocationBatch,
} from '../../server/jt808/codec';

const hex = (s: string) => Uint8Array.from(s.trim().split(/\s+/), (b) => Number.parseInt(b, 16));
const toHex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join(' ');
/** A frame's content between its flags, as the splitter hands it over. */
const inner = (frame: Uint8Array) => frame.subarray(1, frame.length - 1);

/**
 * Frames as a terminal puts them on the wire (phone 013800000001). The location report's speed is 0x007e and its
 * direction 0x007d, sent escaped (7d 02, 7d 01); the registration's checksum is 0x7e, sent as 7d 02.
 */
const LOCATION =
  '7e 02 00 00 1c 01 38 00 00 00 01 00 05 00 00 00 00 00 00 00 03 01 58 03 4f 06 cb ea 91 00 12 00 7d 02 00 7d 01 26 11 26 08 30 00 bb 7e';
const REGISTER =
  '7e 01 00 00 2e 01 38 00 00 00 01 00 01 00 2c 01 2c 59 55 41 4e 57 53 49 4d 2d 31 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 54 30 30 30 30 30 31 01 d4 c1 42 31 32 33 34 35 44 7d 02 7e';
const AUTH = '7e 01 02 00 03 01 38 00 00 00 01 00 02 61 62 63 5a 7e';
const HEARTBEAT = '7e 00 02 00 00 01 38 00 00 00 01 00 03 39 7e';

describe('JT/T 808 codec', () => {
  it('reads a location report with escaped 0x7e and 0x7d in its body', () => {
    const { header, body } = decodeFrame(inner(hex(LOCATION)));
    expect(header).toMatchObject({
      msgId: 0x0200,
      bodyLength: 28,
      phone: '013800000001',
      serial: 5,
      version2019: false,
      subpackage: false,
    });
    expect(readLocation(body)).toEqual({
      alarm: 0,
      status: 3,
      lat: 22_545_231,
      lng: 114_027_153,
      altitude: 18,
      speed: 0x7e,
      direction: 0x7d,
      time: new Date('2026-11-26T00:30:00.000Z'),
    });
  });

  it('reads a registration whose checksum is an escaped 0x7e, an authentication and a heartbeat', () => {
    const reg = decodeFrame(inner(hex(REGISTER)));
    expect(reg.header).toMatchObject({ msgId: MsgId.register, serial: 1, phone: '013800000001' });
    expect(reg.body.length).toBe(46);
    const auth = decodeFrame(inner(hex(AUTH)));
    expect(readAuthCode(auth.header, auth.body)).toBe('abc');
    expect(decodeFrame(inner(hex(HEARTBEAT))).header).toMatchObject({ msgId: MsgId.heartbeat, bodyLength: 0, serial: 3 });
  });

  it('refuses a bad checksum, keeping the header so the platform can answer "bad message"', () => {
    const bad = hex(LOCATION);
    bad[bad.length - 2] = 0xbc;
    try {
      decodeFrame(inner(bad));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(Jt808Error);
      expect((e as Jt808Error).message).toBe('bad checksum');
      expect((e as Jt808Error).header).toMatchObject({ msgId: 0x0200, serial: 5 });
    }
    expect(() => decodeFrame(hex('01 02 7d 03'))).toThrow('bad escape');
  });

  it('writes the platform general response as the standard lays it out, and reads it back', () => {
    const frame = encodeFrame(MsgId.platformResponse, platformResponse(5, 0x0200, 0), { phone: '013800000001', serial: 1 });
    expect(toHex(frame)).toBe('7e 80 01 00 05 01 38 00 00 00 01 00 01 00 05 02 00 00 ba 7e');
    const { header, body } = decodeFrame(inner(frame));
    expect(header.msgId).toBe(0x8001);
    expect(readPlatformResponse(body)).toEqual({ serial: 5, msgId: 0x0200, result: 0 });
    const reg = decodeFrame(
      inner(encodeFrame(MsgId.registerResponse, registerResponse(1, 0, 'c0de'), { phone: '013800000001', serial: 2 })),
    );
    expect(readRegisterResponse(reg.body)).toEqual({ serial: 1, result: 0, authCode: 'c0de' });
  });

  it('escapes and unescapes both flag bytes, round trip', () => {
    const raw = hex('30 7e 08 7d 55 7d 02');
    expect(toHex(escapeFrame(raw))).toBe('30 7d 02 08 7d 01 55 7d 01 02');
    expect(unescapeFrame(escapeFrame(raw))).toEqual(raw);
  });

  it('tolerates the 2019 header: version flag, protocol version and a 20-digit phone number', () => {
    const frame = encodeFrame(MsgId.auth, new Uint8Array([3, 0x61, 0x62, 0x63, ...new Uint8Array(35)]), {
      phone: '00000000013800000001',
      serial: 9,
      version2019: true,
      protocolVersion: 1,
    });
    const { header, body } = decodeFrame(inner(frame));
    expect(header).toMatchObject({ version2019: true, protocolVersion: 1, phone: '00000000013800000001', serial: 9 });
    expect(readAuthCode(header, body)).toBe('abc');
  });

  it('splits a stream into frames across reads, back-to-back flags included', () => {
    const split = new FrameSplitter();
    const all = hex(`${HEARTBEAT} ${AUTH} ${LOCATION}`);
    const frames = [...split.push(all.subarray(0, 20)), ...split.push(all.subarray(20, 21)), ...split.push(all.subarray(21))];
    expect(frames.map((f) => decodeFrame(f).header.msgId)).toEqual([MsgId.heartbeat, MsgId.auth, MsgId.location]);
    expect(() => new FrameSplitter(16).push(hex('7e 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11'))).toThrow('frame too long');
  });

  it('southern and western positions, batches, and times that are no calendar time', () => {
    const at = new Date('2026-11-26T10:00:05Z');
    const one = writeLocation({
      alarm: 1,
      status: 2,
      lat: -33_868_800,
      lng: -70_650_000,
      altitude: -5,
      speed: 600,
      direction: 359,
      time: at,
    });
    expect(readLocation(one)).toMatchObject({ lat: -33_868_800, lng: -70_650_000, altitude: -5, time: at });
    const batch = readLocationBatch(writeLocationBatch([one, one]));
    expect(batch.map((l) => l.speed)).toEqual([600, 600]);
    expect(readBcdTime(hex('26 02 30 08 00 00'))).toBeNull();
    expect(readBcdTime(hex('26 11 26 24 00 00'))).toBeNull();
    expect(readBcdTime(hex('00 00 00 00 00 00'))).toBeNull();
    expect(() => readLocationBatch(hex('00 02 01 00 1c 00'))).toThrow('batch cut short');
  });
});
