import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { BUS_TRACK_DAYS, SYNC_WINDOW_TERMS } from '@contract';
import { DEMO_ATTENDANCE_DAYS } from './seed/demo-attendance';
import { isPgliteSharedBuffers, PGLITE_SHARED_BUFFERS } from './db/pglite-memory';

const WECHAT_KEYS = [
  'WECHAT_APP_ID',
  'WECHAT_MCH_ID',
  'WECHAT_MCH_SERIAL',
  'WECHAT_PRIVATE_KEY',
  'WECHAT_API_V3_KEY',
  'WECHAT_PLATFORM_PUBLIC_KEY',
  'WECHAT_PLATFORM_SERIAL',
  'WECHAT_NOTIFY_URL',
] as const;

/** Configuration comes from the environment only, validated once at start. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** When set, PostgreSQL instead of the embedded PGlite. */
    DATABASE_URL: z.string().url().optional(),
    /** PGlite's buffer cache (shared_buffers): memory the server holds for good, against reads of the data folder. */
    PGLITE_SHARED_BUFFERS: z
      .string()
      .refine(isPgliteSharedBuffers, 'PGLITE_SHARED_BUFFERS must be a size from 128kB to 1GB, such as 32MB')
      .default(PGLITE_SHARED_BUFFERS),
    /** `off` disables the login captcha for automated use; refused in production. */
    YUANWU_CAPTCHA: z.enum(['on', 'off']).optional(),
    /**
     * `on` registers the development aids (server/routes/dev-aids.ts: the SMS inbox, the end-to-end test hooks, the
     * sandbox's failure switch), for the operator only; refused in production.
     */
    YUANWU_DEV_AIDS: z.enum(['on', 'off']).default('off'),
    /** The operator key the aids ask for; without it a random one is made at each start and printed on the console. */
    YUANWU_OPERATOR_KEY: z.string().min(32, 'YUANWU_OPERATOR_KEY must be at least 32 characters').optional(),
    /** A real SMS gateway (server/providers/sms/http-sms-provider.ts); without it codes go to the local sink (the console). */
    SMS_HTTP_URL: z.string().url().optional(),
    SMS_HTTP_KEY: z.string().default(''),
    SMS_HTTP_TEMPLATE: z.string().default(''),
    /** Where the built PWA lives; served with an SPA fallback. */
    WEB_DIR: z.string().default('./dist/web'),
    /** Seed the demo schools, accounts and records on first start. */
    YUANWU_DEMO: z.enum(['on', 'off']).default('on'),
    YUANWU_DEMO_ATTENDANCE_DAYS: z.coerce.number().int().min(0).max(3660).default(DEMO_ATTENDANCE_DAYS),
    /** Uploads (server/providers/storage, README): local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
    STORAGE: z.enum(['local', 's3']).default('local'),
    /** Signs local upload policies; without it one is generated and kept in DATA_DIR/upload-secret. */
    UPLOAD_SECRET: z.string().min(32, 'UPLOAD_SECRET must be at least 32 characters').optional(),
    /** Signs receipts' check codes (校验码, docs/pdf.md); without it one is generated and kept in DATA_DIR/receipt-secret. */
    RECEIPT_SECRET: z.string().min(32, 'RECEIPT_SECRET must be at least 32 characters').optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Where stored files are read from (a CDN or the bucket's public URL); defaults to the bucket URL. */
    S3_PUBLIC_URL: z.string().url().optional(),
    /** `off` for virtual-hosted bucket URLs (bucket.endpoint); path style suits MinIO and most S3-compatible stores. */
    S3_PATH_STYLE: z.enum(['on', 'off']).default('on'),
    /**
     * Who takes payments for orders (server/providers/payments): `sandbox` is the local one that charges nothing
     * (refused in production, where anyone could renew for free); `off` refuses online payment. Default: `sandbox`
     * outside production, `off` in it.
     */
    PAYMENTS: z.enum(['sandbox', 'alipay', 'wechat', 'off']).optional(),
    /** Alipay (PAYMENTS=alipay, docs/payments.md): the app's id, its RSA2 private key, Alipay's public key (PEM or bare base64). */
    ALIPAY_APP_ID: z.string().optional(),
    ALIPAY_PRIVATE_KEY: z.string().optional(),
    ALIPAY_PUBLIC_KEY: z.string().optional(),
    /** Where Alipay posts its notifications: this server's public https address + /qltcrm/order/anon/payNotify/alipay. */
    ALIPAY_NOTIFY_URL: z.string().url().optional(),
    /** Where the payer's browser returns after PC page pay (optional). */
    ALIPAY_RETURN_URL: z.string().url().optional(),
    ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
    /** WeChat Pay Native, APIv3 (PAYMENTS=wechat): the merchant, its API certificate's serial and private key, the APIv3 key. */
    WECHAT_APP_ID: z.string().optional(),
    WECHAT_MCH_ID: z.string().optional(),
    WECHAT_MCH_SERIAL: z.string().optional(),
    WECHAT_PRIVATE_KEY: z.string().optional(),
    WECHAT_API_V3_KEY: z.string().optional(),
    /** WeChat Pay's platform public key (PEM) or platform certificate (PEM), and its id/serial (Wechatpay-Serial). */
    WECHAT_PLATFORM_PUBLIC_KEY: z.string().optional(),
    WECHAT_PLATFORM_SERIAL: z.string().optional(),
    WECHAT_NOTIFY_URL: z.string().url().optional(),
    WECHAT_GATEWAY: z.string().url().default('https://api.mch.weixin.qq.com'),
    /** The agent's account for 对公转账 (getBankInfoOfAgent); without BANK_CARD_NO the demo's account, if seeded. */
    BANK_COMPANY_NAME: z.string().optional(),
    BANK_MOBILE: z.string().default(''),
    BANK_NAME: z.string().default(''),
    BANK_BRANCH_NAME: z.string().default(''),
    BANK_CARD_NO: z.string().optional(),
    BANK_INTERBANK_NO: z.string().default(''),
    /**
     * Card recognition for the driver form (server/providers/ocr): `on` reads photos with the PaddleOCR model the
     * npm install brings, loaded on first use (~300 MB); `off` refuses recognition (识别服务未开启).
     */
    OCR: z.enum(['on', 'off']).default('on'),
    /** Terms of a windowed sync scope a device holds (contract/sync/window.ts): the current one and N - 1 before. */
    SYNC_WINDOW_TERMS: z.coerce.number().int().min(1).max(40).default(SYNC_WINDOW_TERMS),
    /**
     * The map's optional tile layer (docs/bus-tracking.md "Map tiles"): an XYZ URL template with {z} {x} {y} and an
     * optional {s}, or a preset: `amap` (高德, GCJ-02) or `tianditu` (天地图, WGS-84, needs MAP_TILE_KEY). Unset: the
     * plain base, no tiles fetched (the default, and in tests).
     */
    MAP_TILE_URL: z
      .string()
      .refine(
        (v) => v in MAP_TILE_PRESETS || (/^https?:\/\//.test(v) && ['{z}', '{x}', '{y}'].every((k) => v.includes(k))),
        'MAP_TILE_URL must be amap, tianditu, or an http(s) URL with {z}, {x} and {y}',
      )
      .optional(),
    /** The datum the tiles are drawn in (a preset sets its own): `gcj02` for AMap and Tencent, `wgs84` otherwise. */
    MAP_TILE_DATUM: z.enum(['wgs84', 'gcj02']).optional(),
    /** The letters or digits {s} takes in turn (a preset sets its own). */
    MAP_TILE_SUBDOMAINS: z
      .string()
      .regex(/^[0-9a-z]*$/)
      .optional(),
    MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(20).default(18),
    /** The provider's key, put in place of {key} (天地图's `tk`). */
    MAP_TILE_KEY: z.string().default(''),
    MAP_TILE_ATTRIBUTION: z.string().default(''),
    /** The JT/T 808 listener for the buses' terminals (docs/bus-tracking.md), on HOST: a port, or `0`/`off` for none. */
    JT808_PORT: z
      .string()
      .regex(/^(off|\d{1,5})$/, 'JT808_PORT must be a port number, or 0 or off to disable')
      .refine((v) => v === 'off' || Number(v) <= 65535, 'JT808_PORT must be a port number, or 0 or off to disable')
      .default('7808'),
    /** Days of bus positions kept (raw fixes and day tracks); older ones go in the hourly housekeeping. */
    BUS_TRACK_DAYS: z.coerce.number().int().min(1).max(3660).default(BUS_TRACK_DAYS),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.YUANWU_CAPTCHA === 'off') {
      ctx.addIssue({ code: 'custom', path: ['YUANWU_CAPTCHA'], message: 'YUANWU_CAPTCHA=off is refused when NODE_ENV=production' });
    }
    if (env.PAYMENTS === 'sandbox' && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['PAYMENTS'], message: 'PAYMENTS=sandbox is refused when NODE_ENV=production' });
    }
    // A provider is never enabled without its keys: the server refuses to start, naming what is missing.
    if (env.PAYMENTS === 'alipay') {
      for (const key of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'ALIPAY_NOTIFY_URL'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when PAYMENTS=alipay` });
      }
    }
    if (env.PAYMENTS === 'wechat') {
      for (const key of WECHAT_KEYS) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when PAYMENTS=wechat` });
      }
      if (env.WECHAT_API_V3_KEY && Buffer.byteLength(env.WECHAT_API_V3_KEY) !== 32) {
        ctx.addIssue({ code: 'custom', path: ['WECHAT_API_V3_KEY'], message: 'WECHAT_API_V3_KEY must be the 32-character APIv3 key' });
      }
    }
    if (env.YUANWU_DEV_AIDS === 'on' && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['YUANWU_DEV_AIDS'], message: 'YUANWU_DEV_AIDS=on is refused when NODE_ENV=production' });
    }
    if (env.STORAGE === 's3') {
      for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when STORAGE=s3` });
      }
    }
  });

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PGlite's shared_buffers, e.g. `32MB` (server/db/pglite-memory.ts). */
  pgliteSharedBuffers: string;
  captcha: boolean;
  /** The development aids (YUANWU_DEV_AIDS=on) and the key every request to one carries, or null: none registered. */
  devAids: { operatorKey: string } | null;
  /** Where SMS go: a gateway when `SMS_HTTP_URL` is set, else the local sink (the console, and /dev/sms with the aids). */
  sms: { kind: 'local' } | { kind: 'http'; url: string; key: string; template: string };
  webDir: string;
  seedDemo: boolean;
  /** Calendar days of demo attendance before the seed day (server/seed/demo-attendance.ts). */
  demoAttendanceDays: number;
  /** Where uploaded files go (server/providers/storage). */
  storage: StorageConfig;
  /** RECEIPT_SECRET as configured; unset: generated once into DATA_DIR/receipt-secret (`receiptSecret(config)`). */
  receiptSecret: string | undefined;
  /** Terms of a windowed sync scope that replicate (contract/sync/window.ts). */
  syncWindowTerms: number;
  /** The payment provider (server/providers/payments): the local sandbox, Alipay, WeChat Pay, or none (refused). */
  payments: 'sandbox' | 'alipay' | 'wechat' | 'off';
  /** Alipay's settings when PAYMENTS=alipay (keys as given: PEM or bare base64). */
  alipay?: AlipayConfig;
  /** WeChat Pay's settings when PAYMENTS=wechat. */
  wechat?: WechatConfig;
  /** The agent's account shown for 对公转账; undefined when none is configured (and no demo). */
  bankAccount: BankAccount | undefined;
  /** Card recognition (server/providers/ocr): the local PaddleOCR model, or none. */
  ocr: 'paddle' | 'off';
  /** The JT/T 808 port (server/jt808), or null when disabled. */
  jt808Port: number | null;
  /** Days of bus positions kept. */
  busTrackDays: number;
  /** The map's tile layer (MAP_TILE_URL …), or null for the plain base. */
  mapTiles: MapTiles | null;
}

export interface MapTiles {
  url: string;
  datum: 'wgs84' | 'gcj02';
  subdomains: string;
  maxZoom: number;
  attribution: string;
}

/** Tile presets (MAP_TILE_URL=amap | tianditu): the providers' public XYZ endpoints. */
export const MAP_TILE_PRESETS: Record<string, Omit<MapTiles, 'maxZoom'>> = {
  amap: {
    url: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    datum: 'gcj02',
    subdomains: '1234',
    attribution: '© 高德地图',
  },
  tianditu: {
    url: 'https://t{s}.tianditu.gov.cn/DataServer?T=vec_w&x={x}&y={y}&l={z}&tk={key}',
    datum: 'wgs84',
    subdomains: '01234567',
    attribution: '© 天地图',
  },
};

/** The origins the browser fetches tiles from ({s} taken through its subdomains), for the CSP. */
export function tileOrigins(tiles: MapTiles | null): string[] {
  if (!tiles) return [];
  const subs = tiles.subdomains ? [...tiles.subdomains] : [''];
  return [...new Set(subs.map((s) => new URL(tiles.url.replace('{s}', s).replace(/\{[a-z]+\}/g, '0')).origin))];
}

export interface BankAccount {
  companyName: string;
  mobile: string;
  bankName: string;
  branchBankName: string;
  bankCardNo: string;
  interBankNo: string;
}

/** The demo's agent account (a made-up one, named so), used only with the demo data and no BANK_CARD_NO. */
const DEMO_BANK_ACCOUNT: BankAccount = {
  companyName: '园务云科技有限公司（演示账户）',
  mobile: '400-800-0000',
  bankName: '中国工商银行',
  branchBankName: '中国工商银行北京中关村支行',
  bankCardNo: '0200 0000 0000 0000 000',
  interBankNo: '102100000000',
};

export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  notifyUrl: string;
  returnUrl: string | undefined;
  gateway: string;
}

export interface WechatConfig {
  appId: string;
  mchId: string;
  mchSerial: string;
  privateKey: string;
  apiV3Key: string;
  platformPublicKey: string;
  platformSerial: string;
  notifyUrl: string;
  gateway: string;
}

/** A PEM given in one environment line has its line breaks written as \\n. */
const pem = (value: string | undefined) => (value ?? '').replaceAll('\\n', '\n').trim();

export type StorageConfig =
  | { kind: 'local'; secret: string | undefined }
  | {
      kind: 's3';
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      publicUrl: string | undefined;
      pathStyle: boolean;
    };

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    // On unless switched off (tests and `npm run dev` do); production refuses `off` above.
    captcha: e.YUANWU_CAPTCHA !== 'off',
    devAids: e.YUANWU_DEV_AIDS === 'on' ? { operatorKey: e.YUANWU_OPERATOR_KEY ?? randomBytes(32).toString('base64url') } : null,
    sms: e.SMS_HTTP_URL ? { kind: 'http', url: e.SMS_HTTP_URL, key: e.SMS_HTTP_KEY, template: e.SMS_HTTP_TEMPLATE } : { kind: 'local' },
    webDir: e.WEB_DIR,
    seedDemo: e.YUANWU_DEMO === 'on',
    demoAttendanceDays: e.YUANWU_DEMO_ATTENDANCE_DAYS,
    syncWindowTerms: e.SYNC_WINDOW_TERMS,
    payments: e.PAYMENTS ?? (e.NODE_ENV === 'production' ? 'off' : 'sandbox'),
    ...(e.PAYMENTS === 'alipay'
      ? {
          alipay: {
            appId: e.ALIPAY_APP_ID ?? '',
            privateKey: pem(e.ALIPAY_PRIVATE_KEY),
            alipayPublicKey: pem(e.ALIPAY_PUBLIC_KEY),
            notifyUrl: e.ALIPAY_NOTIFY_URL ?? '',
            returnUrl: e.ALIPAY_RETURN_URL,
            gateway: e.ALIPAY_GATEWAY,
          },
        }
      : {}),
    ...(e.PAYMENTS === 'wechat'
      ? {
          wechat: {
            appId: e.WECHAT_APP_ID ?? '',
            mchId: e.WECHAT_MCH_ID ?? '',
            mchSerial: e.WECHAT_MCH_SERIAL ?? '',
            privateKey: pem(e.WECHAT_PRIVATE_KEY),
            apiV3Key: e.WECHAT_API_V3_KEY ?? '',
            platformPublicKey: pem(e.WECHAT_PLATFORM_PUBLIC_KEY),
            platformSerial: e.WECHAT_PLATFORM_SERIAL ?? '',
            notifyUrl: e.WECHAT_NOTIFY_URL ?? '',
            gateway: e.WECHAT_GATEWAY.replace(/\/+$/, ''),
          },
        }
      : {}),
    bankAccount: e.BANK_CARD_NO
      ? {
          companyName: e.BANK_COMPANY_NAME ?? '',
          mobile: e.BANK_MOBILE,
          bankName: e.BANK_NAME,
          branchBankName: e.BANK_BRANCH_NAME,
          bankCardNo: e.BANK_CARD_NO,
          interBankNo: e.BANK_INTERBANK_NO,
        }
      : e.YUANWU_DEMO === 'on'
        ? DEMO_BANK_ACCOUNT
        : undefined,
    ocr: e.OCR === 'off' ? 'off' : 'paddle',
    jt808Port: e.JT808_PORT === 'off' || Number(e.JT808_PORT) === 0 ? null : Number(e.JT808_PORT),
    busTrackDays: e.BUS_TRACK_DAYS,
    mapTiles: mapTilesOf(e),
    receiptSecret: e.RECEIPT_SECRET,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT ?? '',
            region: e.S3_REGION,
            bucket: e.S3_BUCKET ?? '',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            publicUrl: e.S3_PUBLIC_URL,
            pathStyle: e.S3_PATH_STYLE === 'on',
          }
        : { kind: 'local', secret: e.UPLOAD_SECRET },
  };
}

function mapTilesOf(e: z.infer<typeof envSchema>): MapTiles | null {
  if (!e.MAP_TILE_URL) return null;
  const preset = MAP_TILE_PRESETS[e.MAP_TILE_URL];
  return {
    url: (preset?.url ?? e.MAP_TILE_URL).replace('{key}', encodeURIComponent(e.MAP_TILE_KEY)),
    datum: e.MAP_TILE_DATUM ?? preset?.datum ?? 'wgs84',
    subdomains: e.MAP_TILE_SUBDOMAINS ?? preset?.subdomains ?? '',
    maxZoom: e.MAP_TILE_MAX_ZOOM,
    attribution: e.MAP_TILE_ATTRIBUTION || (preset?.attribution ?? ''),
  };
}
