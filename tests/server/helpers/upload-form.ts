import { randomBytes } from 'node:crypto';

/** A multipart/form-data body: the fields in order, then the file (as a browser's FormData sends them). */
export function multipartBody(fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) {
  const boundary = `----yuanwu${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
  );
  parts.push(file.data, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The head and tail of a multipart body around a file of `size` bytes, for streaming large bodies. */
export function multipartFrame(fields: Record<string, string>, fileName: string, type: string) {
  const { body, contentType } = multipartBody(fields, { name: fileName, type, data: Buffer.alloc(0) });
  const marker = body.lastIndexOf(Buffer.from('\r\n--'));
  return { head: body.subarray(0, marker), tail: body.subarray(marker), contentType };
}
