import type { UploadSignature } from '@contract';
import sharp from 'sharp';
import type { Signed, TestApp } from './test-app';
import { multipartBody } from './upload-form';

/** A 64×48 JPEG of one colour: a small image to upload. */
export const smallJpeg = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Asks for an upload signature as the browser does (`bytes` the file's size): the answer. */
export async function askSignature(t: TestApp, who: Signed, fileName: string, bytes: number, scene?: 'avatar' | 'editor') {
  const res = await t.post('/park/upload/signature', { contentType: '', fileName, size: bytes / 1024, type: 2, visitType: 2, scene }, who);
  return res.json() as { code: number; msg: string; data: UploadSignature };
}

/** The signed flow on the local provider (signature → form POST → report 1, unless `report` is false): the path. */
export async function storeUpload(t: TestApp, who: Signed, fileName: string, data: Buffer, report = true): Promise<string> {
  const sig = (await askSignature(t, who, fileName, data.length)).data;
  const { body, contentType } = multipartBody(sig.fields, { name: fileName, type: sig.contentType, data });
  const posted = await t.app.inject({ method: 'POST', url: '/files/upload', payload: body, headers: { 'content-type': contentType } });
  if (posted.statusCode !== 201) throw new Error(`upload POST ${posted.statusCode}`);
  if (report) await t.post('/park/upload/report', { sourceId: sig.sourceId, status: 1 }, who);
  return sig.filePath;
}
