import type { UploadSignature } from '@contract';
import type { Signed, TestApp } from './test-app';
import { multipartBody } from './upload-form';

/** The signed flow on the local provider (signature → form POST → report 1, unless `report` is false): the path. */
export async function storeUpload(t: TestApp, who: Signed, fileName: string, data: Buffer, report = true): Promise<string> {
  const signed = await t.post(
    '/park/upload/signature',
    { contentType: '', fileName, size: data.length / 1024, type: 2, visitType: 2 },
    who,
  );
  const sig = (signed.json() as { data: UploadSignature }).data;
  const { body, contentType } = multipartBody(sig.fields, { name: fileName, type: sig.contentType, data });
  const posted = await t.app.inject({ method: 'POST', url: '/files/upload', payload: body, headers: { 'content-type': contentType } });
  if (posted.statusCode !== 201) throw new Error(`upload POST ${posted.statusCode}`);
  if (report) await t.post('/park/upload/report', { sourceId: sig.sourceId, status: 1 }, who);
  return sig.filePath;
}
