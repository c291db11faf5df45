import { uploadsCalls } from '@contract/uploads-calls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, UPLOAD_KINDS, UPLOAD_POST_PATH, UploadMsg, type UploadReport, type UploadSignatureInput } from '@contract';
import { AppError } from '../lib/app-error';
import { LocalStorageProvider } from '../providers/storage/local-storage-provider';
import { isIncomingKey, isSafeKey } from '../providers/storage/storage-provider';
import { reportUpload } from '../services/uploads/report-upload';
import { serveLocalFile } from '../services/uploads/serve-local-file';
import { signUpload } from '../services/uploads/sign-upload';
import { storeCommonUpload } from '../services/uploads/store-common-upload';
import { storePostedFile } from '../services/uploads/store-posted-file';
import type { UploadContext } from '../services/uploads/upload-context';
import type { RouteDeps } from './deps';
import { callRoute, serviceRoutes } from './service-route';

/** The largest file any upload kind allows (video, 500 MB); busboy stops one byte past it. */
const LARGEST = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));
const FORM_LIMITS = { files: 1, fields: 20, fieldSize: 16 * 1024, fileSize: LARGEST + 1 };
/** Signing is cheap but writes a row: a generous cap per session against runaway loops. */
const SIGN_LIMIT = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (req: FastifyRequest) => (typeof req.headers.token === 'string' && req.headers.token ? `t:${req.headers.token}` : req.ip),
} as const;

/** Stored keys only: a form's incoming file is not a file until its report moved it. */
const isServed = (key: string) => isSafeKey(key) && !isIncomingKey(key);
const missing = (reply: FastifyReply) => reply.status(404).send({ code: 404, msg: '文件不存在', data: null });

/** Uploads (SPEC §4, §7 "Uploads and shared"): signature → form POST to storage → report; the editor's direct upload. */
export function uploadRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { storage } = deps.parts;
  const { ctx: base, authed } = deps;
  const ctx = (req: FastifyRequest): UploadContext => ({ ...authed(req), storage });
  const route = serviceRoutes(app, deps);

  route(uploadsCalls.uploadSignature, {
    options: { config: { rateLimit: SIGN_LIMIT } },
    run: (c, input: UploadSignatureInput) => signUpload({ ...c, storage }, input),
  });
  route(uploadsCalls.uploadReport, {
    run: (c, input: UploadReport) => reportUpload({ ...c, storage }, input),
    msg: (input: UploadReport) => (input.status === 1 ? UploadMsg.success : UploadMsg.failure),
  });
  app.route(
    callRoute(uploadsCalls.commonUpload, {
      handler: async (req) => {
        const c = ctx(req);
        const part = await req.file({ limits: { ...FORM_LIMITS, fileSize: UPLOAD_KINDS.editorImage.maxBytes + 1 } });
        if (!part) throw AppError.badRequest(UploadMsg.emptyFile);
        return ok(await storeCommonUpload(c, part.filename, part.file), UploadMsg.success);
      },
    }),
  );

  if (storage instanceof LocalStorageProvider) {
    // The policy is the credential: no token, as with S3. Refusals close the connection so an oversized body stops.
    app.post(UPLOAD_POST_PATH, { config: { anonymous: true } }, async (req, reply) => {
      const part = await req.file({ limits: FORM_LIMITS }).catch(() => undefined);
      if (!part) throw AppError.badRequest(UploadMsg.emptyFile);
      const form: Record<string, string> = {};
      for (const [name, field] of Object.entries(part.fields)) {
        if (field && !Array.isArray(field) && field.type === 'field') form[name] = String(field.value);
      }
      try {
        const stored = await storePostedFile(storage, form, part.file, base.clock.now());
        return reply.status(201).send(ok(stored));
      } catch (e) {
        reply.header('connection', 'close');
        throw e;
      }
    });
    const serve = (req: FastifyRequest<{ Params: { '*': string } }>, reply: Parameters<typeof serveLocalFile>[3]) =>
      isServed(req.params['*']) ? serveLocalFile(storage, req.params['*'], req, reply) : missing(reply);
    app.get('/files/*', { config: { anonymous: true } }, serve);
  } else {
    app.get('/files/*', { config: { anonymous: true } }, async (req: FastifyRequest<{ Params: { '*': string } }>, reply) => {
      const url = isServed(req.params['*']) ? storage.readUrl(req.params['*']) : null;
      if (!url) return missing(reply);
      return reply.header('cache-control', 'public, max-age=86400').redirect(url, 302);
    });
  }
}
