import path from 'node:path';
import { z } from 'zod';
import { defaultMediaBaseUrl } from './contract/schemas/site.ts';
import type { S3StoreOptions } from './uploads/s3-store.ts';

const port = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Embedded database files and uploads live here. */
  DATA_DIR: z.string().min(1).default('./.data'),
  /** Unset: embedded PGlite under DATA_DIR. Set: a real PostgreSQL server. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Set when a reverse proxy sits in front, so rate limits see the client's address. */
  TRUST_PROXY: z.stringbool().default(false),
  /**
   * Client addresses exempt from the per-IP rate limits, comma-separated: trusted monitors, or the
   * end-to-end journeys, which sign in dozens of times a minute from one address.
   */
  RATE_LIMIT_ALLOWLIST: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    ),
  /** Host of the home page's banner videos and images; default: the committed samples at /media/. */
  MEDIA_BASE_URL: z
    .union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/\S*$/)])
    .default(defaultMediaBaseUrl),
  /**
   * The carriers' gateway. `simulator` (the only one built in) stands in for the carriers' CSP/MaaP
   * platforms; see the api README for plugging in a real one.
   */
  MESSAGE_GATEWAY: z.enum(['simulator']).default('simulator'),
  /** How long the simulator takes to answer a registration or review. */
  GATEWAY_SIM_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
  /**
   * Uploads in S3-compatible object storage when S3_BUCKET is set (needed for several instances);
   * otherwise on the local disk under DATA_DIR. S3_ENDPOINT is omitted for AWS S3 itself.
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z.string().default(''),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string; s3?: S3StoreOptions };

/** Reads and validates the environment once at start; a bad value stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  if (settings.S3_BUCKET && (!settings.S3_ACCESS_KEY_ID || !settings.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET',
    );
  }
  const s3 = settings.S3_BUCKET
    ? {
        bucket: settings.S3_BUCKET,
        endpoint: settings.S3_ENDPOINT,
        region: settings.S3_REGION,
        accessKeyId: settings.S3_ACCESS_KEY_ID!,
        secretAccessKey: settings.S3_SECRET_ACCESS_KEY!,
        prefix: settings.S3_PREFIX,
      }
    : undefined;
  return { ...settings, dataDir: path.resolve(settings.DATA_DIR), ...(s3 && { s3 }) };
}
