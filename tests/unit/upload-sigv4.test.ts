import { describe, expect, it } from 'vitest';
import { S3StorageProvider } from '../../server/providers/storage/s3-storage-provider';
import { presignPostPolicy, signPolicy } from '../../server/providers/storage/sigv4';
import { verifyPostPolicy } from '../../server/providers/storage/verify-post-policy';

// AWS's published example credentials and vector (S3 API reference: "Example: Browser-Based Upload using HTTP
// POST (Using AWS Signature Version 4)"): the local provider signs its forms this way.
const aws = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const AWS_POST_POLICY =
  'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9';

describe("the local provider's SigV4 POST policy (node:crypto) and the S3 provider's form URLs (SDK)", () => {
  it("signs AWS's example POST policy to AWS's signature", () => {
    expect(signPolicy(AWS_POST_POLICY, '20151229', aws)).toBe('8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e');
  });

  it('builds a POST policy that pins key, content type and size, and verifies it as S3 would', () => {
    const now = new Date('2026-03-01T08:00:00Z');
    const input = {
      key: 'schools/101/2026-03/x.jpg',
      contentType: 'image/jpeg',
      minBytes: 1,
      maxBytes: 20 * 1024 * 1024,
      expiresAt: new Date(now.getTime() + 60_000),
      now,
    };
    const { policy, signature, fields } = presignPostPolicy(input, aws);
    expect(fields).toMatchObject({
      key: input.key,
      'Content-Type': 'image/jpeg',
      'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20260301/us-east-1/s3/aws4_request',
      'x-amz-date': '20260301T080000Z',
      policy,
      'x-amz-signature': signature,
    });
    expect(JSON.parse(Buffer.from(policy, 'base64').toString()).conditions).toContainEqual(['content-length-range', 1, 20 * 1024 * 1024]);
    expect(verifyPostPolicy(fields, now, aws)).toEqual({
      ok: true,
      allowed: { key: input.key, contentType: 'image/jpeg', minBytes: 1, maxBytes: 20 * 1024 * 1024 },
    });
    expect(verifyPostPolicy(fields, new Date(now.getTime() + 61_000), aws)).toMatchObject({ ok: false, reason: 'policy expired' });
    expect(verifyPostPolicy(fields, now, { ...aws, secretAccessKey: 'other' })).toMatchObject({ ok: false, reason: 'bad signature' });
  });

  it('posts to the bucket URL, path style or virtual-hosted, and sends readers to the public URL', async () => {
    const base = {
      kind: 's3' as const,
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'yuanwu',
      accessKeyId: 'k',
      secretAccessKey: 's',
      publicUrl: undefined,
    };
    const now = new Date();
    const path = await new S3StorageProvider({ ...base, pathStyle: true }).presignPost({
      key: 'a/b.jpg',
      contentType: 'image/jpeg',
      maxBytes: 10,
      expiresAt: new Date(now.getTime() + 1000),
      now,
    });
    expect(path.postUrl).toBe('http://127.0.0.1:9000/yuanwu');
    const hosted = new S3StorageProvider({
      ...base,
      endpoint: 'https://s3.cn-north-1.amazonaws.com.cn',
      pathStyle: false,
      publicUrl: 'https://cdn.example.cn/',
    });
    expect((await hosted.presignPost({ key: 'a/b.jpg', contentType: 'image/jpeg', maxBytes: 10, expiresAt: now, now })).postUrl).toBe(
      'https://yuanwu.s3.cn-north-1.amazonaws.com.cn/',
    );
    expect(hosted.readUrl('schools/1/2026-03/x.jpg')).toBe('https://cdn.example.cn/schools/1/2026-03/x.jpg');
  });
});
