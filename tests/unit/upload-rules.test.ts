import { describe, expect, it } from 'vitest';
import {
  checkUploadCount,
  checkUploadFile,
  checkVideoDuration,
  compressionQuality,
  fileGroupOf,
  isSafeFileReference,
  needsCompression,
} from '@contract';
import { holdForUploads, rewriteUploadRefs, uploadRefsIn } from '../../sync/pending-uploads';

const MB = 1024 * 1024;
const KB = 1024;

describe('upload rules (SPEC §5, §8, §9)', () => {
  it('checks format, then size, with the messages of each group', () => {
    const file = (name: string, size: number) => ({ name, size });
    expect(checkUploadFile(file('a.JPG', 20 * MB), ['image'])).toBeNull();
    expect(checkUploadFile(file('a.jpg', 20 * MB + 1), ['image'])).toBe('图片大小不能超过20MB');
    expect(checkUploadFile(file('a.txt', 1), ['image'])).toBe('文件格式不正确');
    expect(checkUploadFile(file('a.png', 2 * MB + 1), ['avatar'])).toBe('上传头像图片大小不能超过 2MB!');
    expect(checkUploadFile(file('a.png', 3 * MB + 1), ['editorImage'])).toBe('图片大小不能超过3MB');
    expect(checkUploadFile(file('a.mov', 500 * MB + 1), ['video'])).toBe('视频大小不能超过500MB');
    expect(checkUploadFile(file('a.avi', 1), ['video'])).toBe('文件格式不正确');
    expect(checkUploadFile(file('a.wav', 10 * MB + 1), ['audio'])).toBe('音频大小不能超过10MB');
    expect(checkUploadFile(file('a.pdf', 10 * MB + 1), ['pdf', 'office'])).toBe('文件大小不能超过10MB');
    expect(checkUploadFile(file('a.xlsx', 50 * MB + 1), ['pdf', 'office'])).toBe('文件大小不能超过50MB');
    expect(checkUploadCount(3, 1, 3)).toBe('已上传3个文件，最多上传3个文件');
    expect(checkUploadCount(2, 1, 3)).toBeNull();
    expect(checkVideoDuration(1800)).toBeNull();
    expect(checkVideoDuration(1801)).toBe('视频时长不能超过30分钟');
    expect(checkVideoDuration(Number.NaN)).toBe('文件不合规，请重新上传');
  });

  it('picks the compression quality by size and groups files as the SPEC does', () => {
    expect([16 * MB, 11 * MB, 6 * MB, 2 * MB, 600 * KB, 400 * KB, 200 * KB, 100 * KB].map(compressionQuality)).toEqual([
      0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1,
    ]);
    expect(needsCompression({ name: 'a.jpg', size: 300 * KB + 1 })).toBe(true);
    expect(needsCompression({ name: 'a.jpg', size: 300 * KB })).toBe(false);
    expect(needsCompression({ name: 'a.gif', size: 5 * MB })).toBe(false);
    expect(['a.rmvb', 'a.tiff', 'a.m4a', 'a.docx'].map(fileGroupOf)).toEqual(['video', 'image', 'audio', 'document']);
  });
});

describe('pending-upload references in the outbox', () => {
  const id1 = '0190f5a0-0000-7000-8000-000000000001';
  const id2 = '0190f5a0-0000-7000-8000-000000000002';
  const row = (mutationId: number, args: Record<string, unknown>) =>
    ({ clientId: 'c', mutationId, name: 'file.create', args: { id: `x${mutationId}`, schoolId: 1, ...args }, schoolId: 1 }) as never;
  const db = (uploads: Record<string, { status: string; filePath: string | null }>) =>
    ({ uploads: { bulkGet: async (ids: string[]) => ids.map((id) => uploads[id]) } }) as never;

  it('finds and rewrites references, also inside rich text', () => {
    const args = { photoUrl: `pending-upload:${id1}`, summary: `<p><img src="pending-upload:${id2}"></p>` };
    expect(uploadRefsIn(args).sort()).toEqual([id1, id2]);
    expect(rewriteUploadRefs(args, new Map([[id1, 'schools/1/a.jpg']]))).toEqual({ photoUrl: 'schools/1/a.jpg', summary: args.summary });
  });

  it('holds the batch at the first mutation whose file is still uploading, sending stored paths', async () => {
    const rows = [row(1, { filePath: `pending-upload:${id1}` }), row(2, { filePath: `pending-upload:${id2}` }), row(3, { name: 'plain' })];
    const ready = await holdForUploads(
      db({ [id1]: { status: 'stored', filePath: 'schools/1/a.jpg' }, [id2]: { status: 'waiting', filePath: null } }),
      rows,
    );
    expect(ready.map((r) => [r.mutationId, r.args.filePath])).toEqual([[1, 'schools/1/a.jpg']]);
    // A file refused for good does not jam the queue: the reference goes as it is and the server refuses that one.
    const after = await holdForUploads(
      db({ [id1]: { status: 'stored', filePath: 'p' }, [id2]: { status: 'failed', filePath: null } }),
      rows,
    );
    expect(after).toHaveLength(3);
  });
});

describe('file references a record may hold', () => {
  it('accepts stored keys, the app’s own paths and pending uploads', () => {
    for (const ok of [
      'schools/101/2026-11/0190f5a0-0000-7000-8000-000000000001.jpg',
      '/demo/website/banner-1.svg',
      '/files/a.png',
      'pending-upload:0190f5a0-0000-7000-8000-000000000001',
    ])
      expect(isSafeFileReference(ok), ok).toBe(true);
  });
  it('refuses other sites, schemes and climbing out of the store', () => {
    for (const bad of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg>',
      '../secret',
      'a/../../b',
      'pending-upload:"><img',
      'a b.png',
    ])
      expect(isSafeFileReference(bad), bad).toBe(false);
  });
});
