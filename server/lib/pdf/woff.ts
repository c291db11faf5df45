import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 → the plain OpenType file it wraps (each table zlib-inflated, offsets rebuilt). @pdf-lib/fontkit 1.1.1
 * fails on @fontsource's WOFF slices (its cmap comes back undefined), so the kit hands it the sfnt instead.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const src = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (src.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = src.getUint32(4);
  const numTables = src.getUint16(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = src.getUint32(at + 4);
    const compLength = src.getUint32(at + 8);
    const origLength = src.getUint32(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: src.getUint32(at),
      checksum: src.getUint32(at + 16),
      data: compLength < origLength ? new Uint8Array(inflateSync(raw)) : raw,
    };
  });
  const headerLength = 12 + numTables * 16;
  const total = tables.reduce((n, t) => n + ((t.data.length + 3) & ~3), headerLength);
  const out = new Uint8Array(total);
  const dst = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  dst.setUint32(0, flavor);
  dst.setUint16(4, numTables);
  dst.setUint16(6, searchRange);
  dst.setUint16(8, entrySelector);
  dst.setUint16(10, numTables * 16 - searchRange);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    dst.setUint32(at, t.tag);
    dst.setUint32(at + 4, t.checksum);
    dst.setUint32(at + 8, offset);
    dst.setUint32(at + 12, t.data.length);
    out.set(t.data, offset);
    offset += (t.data.length + 3) & ~3;
  });
  return out;
}
