import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalQuery, computeDatasign, DATASIGN_SECRET, datasignText, dropEmpty } from '@contract';

describe('datasign', () => {
  it('is the lowercase hex SHA-256 of school|user|secret|token|payload', () => {
    const input = { schoolId: 101, userId: 7, token: 'tok', payload: '{"a":1}' };
    const expected = createHash('sha256').update(`101|7|yuanwu-datasign-v1|tok|{"a":1}`).digest('hex');
    expect(DATASIGN_SECRET).toBe('yuanwu-datasign-v1');
    expect(computeDatasign(input)).toBe(expected);
    expect(computeDatasign(input)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes UTF-8 text, so Chinese parameters sign the same on both sides', () => {
    const payload = canonicalQuery({ searchStr: '园长 信箱' });
    expect(payload).toBe('searchStr=园长 信箱');
    const expected = createHash('sha256')
      .update(datasignText({ schoolId: 1, userId: 2, token: 't', payload }), 'utf8')
      .digest('hex');
    expect(computeDatasign({ schoolId: 1, userId: 2, token: 't', payload })).toBe(expected);
  });

  it('canonical query: sorted by key, empty/null/undefined dropped, values not URL-encoded', () => {
    expect(canonicalQuery({ pageSize: 10, b: '', a: 'x&y', c: null, d: undefined, pageNum: 1, z: 0, f: false })).toBe(
      'a=x&y&f=false&pageNum=1&pageSize=10&z=0',
    );
    expect(canonicalQuery({})).toBe('');
  });

  it('dropEmpty keeps zero and false', () => {
    expect(dropEmpty({ a: 0, b: false, c: '', d: null, e: undefined })).toEqual({ a: 0, b: false });
  });
});
