import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@contract';
import { acceptsGzip, deflatePiece, gzipPieces } from '../../server/lib/gzip-pieces';

describe('gzip of a body in pieces (pull pages: changes deflated once, the envelope per answer)', () => {
  it('inflates to the pieces joined, whether each piece was deflated ahead or not', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 20; round++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 4000) },
        (_, i) => `{"name":"王${i}子涵","n":${Math.floor(random() * 1e6)}},`,
      ).join('');
      const bytes = Buffer.from(text);
      // Cut anywhere, even inside a character: pieces are bytes.
      const cuts = [0, Math.floor(random() * bytes.length), Math.floor(random() * bytes.length), bytes.length].sort((a, b) => a - b);
      const pieces = cuts.slice(1).map((end, i) => {
        const piece = bytes.subarray(cuts[i], end);
        return random() < 0.5 ? { bytes: piece, deflated: deflatePiece(piece) } : { bytes: piece };
      });
      const gz = gzipPieces(pieces);
      expect(gunzipSync(gz).equals(bytes)).toBe(true);
      if (bytes.length > 10_000) expect(gz.length).toBeLessThan(bytes.length / 4);
    }
  });

  it('carries the whole body in its trailer: a changed byte is refused by any gunzip', () => {
    const bytes = Buffer.from('{"changes":[1,2,3]}');
    const pieces = [
      { bytes: bytes.subarray(0, 5) },
      { bytes: bytes.subarray(5), deflated: deflatePiece(Buffer.from('{"changes":[1,2,4]}').subarray(5)) },
    ];
    expect(() => gunzipSync(gzipPieces(pieces))).toThrow();
  });

  it('reads Accept-Encoding as browsers and proxies send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('deflate, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});
