import { z } from 'zod';

/** Configuration comes from the environment only, validated once at start. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** When set, PostgreSQL instead of the embedded PGlite. */
    DATABASE_URL: z.string().url().optional(),
    /** `off` disables the login captcha for automated use; refused in production. */
    YUANWU_CAPTCHA: z.enum(['on', 'off']).optional(),
    /** Where the built PWA lives; served with an SPA fallback. */
    WEB_DIR: z.string().default('./dist/web'),
    /** Seed the demo schools, accounts and records on first start. */
    YUANWU_DEMO: z.enum(['on', 'off']).default('on'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.YUANWU_CAPTCHA === 'off') {
      ctx.addIssue({ code: 'custom', path: ['YUANWU_CAPTCHA'], message: 'YUANWU_CAPTCHA=off is refused when NODE_ENV=production' });
    }
  });

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  captcha: boolean;
  webDir: string;
  seedDemo: boolean;
}

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
    // The interactive captcha arrives with the account-security work; until then it is on only in production.
    captcha: e.YUANWU_CAPTCHA ? e.YUANWU_CAPTCHA === 'on' : e.NODE_ENV === 'production',
    webDir: e.WEB_DIR,
    seedDemo: e.YUANWU_DEMO === 'on',
  };
}
