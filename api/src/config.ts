import path from 'node:path';
import { z } from 'zod';
import type { CarrierCode } from './contract/schemas/messaging.ts';
import { defaultMediaBaseUrl } from './contract/schemas/site.ts';
import { developmentKeyring, parseKeyring, type SecretsKeyring } from './lib/secret-box.ts';
import type { S3StoreOptions } from './uploads/s3-store.ts';

const port = z.coerce.number().int().min(0).max(65535);

/** The carriers by the prefix of their variables: 中国电信, 中国联通, 中国移动. */
export const maapCarriers = { CT: 'ctcc', CU: 'cucc', CM: 'cmcc' } as const satisfies Record<
  string,
  CarrierCode
>;
type MaapPrefix = keyof typeof maapCarriers;

/**
 * One carrier's CSP account: its platform's serverRoot (`MAAP_CT_URL`), the appId and appKey it
 * issued, and the token registered with it for its callbacks (§6.2 signatures).
 */
function maapVariables<P extends MaapPrefix>(prefix: P) {
  return {
    [`MAAP_${prefix}_URL`]: z.url({ protocol: /^https?$/ }).optional(),
    [`MAAP_${prefix}_APP_ID`]: z.string().min(1).optional(),
    [`MAAP_${prefix}_APP_KEY`]: z.string().min(1).optional(),
    [`MAAP_${prefix}_CALLBACK_TOKEN`]: z.string().min(1).optional(),
  } as Record<
    `MAAP_${P}_${'URL' | 'APP_ID' | 'APP_KEY' | 'CALLBACK_TOKEN'}`,
    z.ZodOptional<z.ZodString>
  >;
}

/** A carrier connected for real: its platform and our credentials there. */
export type MaapConnection = { url: string; appId: string; appKey: string; callbackToken: string };

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
   * Where the carriers' platforms reach this service: the root of the callback URLs registered
   * with them (`{PUBLIC_BASE_URL}/api/maap/ct`, …) and of the file URLs 中国移动 fetches. Default:
   * this server on the loopback address.
   */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ...maapVariables('CT'),
  ...maapVariables('CU'),
  ...maapVariables('CM'),
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
  /**
   * The WeChat official account whose JS-SDK signs the public pages' share (both or neither).
   * Unset: no WeChat share configuration; the share sheet offers copying the link.
   */
  WX_APP_ID: z.string().min(1).optional(),
  WX_APP_SECRET: z.string().min(1).optional(),
  /**
   * The keys that seal the secrets kept in the database (API signing keys, webhook secrets):
   * `id:base64-of-32-bytes`, comma-separated, the first sealing (api/README.md). Required in
   * production with DATABASE_URL; otherwise a development key stands in.
   */
  P5G_SECRETS_KEY: z.string().min(1).optional(),
  /**
   * The journeys' servers only: `PUT /api/journey-clock` moves the service's clock (a preview
   * link after its hour). Never on a server others reach or share (`journeyClockRefused`).
   */
  JOURNEY_CLOCK: z.stringbool().default(false),
});

export type Config = z.infer<typeof envSchema> & {
  dataDir: string;
  s3?: S3StoreOptions;
  /** The carriers connected through their interface; the others use the built-in stand-in. */
  maap: Partial<Record<CarrierCode, MaapConnection>>;
  publicBaseUrl: string;
  secretsKeyring: SecretsKeyring;
};

/** Each carrier whose MAAP_*_URL is set, with its credentials (all required then). */
function maapConnections(settings: Partial<Record<string, unknown>>) {
  const maap: Partial<Record<CarrierCode, MaapConnection>> = {};
  const missing: string[] = [];
  for (const [prefix, carrier] of Object.entries(maapCarriers)) {
    const url = settings[`MAAP_${prefix}_URL`] as string | undefined;
    if (!url) continue;
    const [appId, appKey, callbackToken] = ['APP_ID', 'APP_KEY', 'CALLBACK_TOKEN'].map((name) => {
      const value = settings[`MAAP_${prefix}_${name}`] as string | undefined;
      if (!value) missing.push(`MAAP_${prefix}_${name}`);
      return value ?? '';
    }) as [string, string, string];
    maap[carrier] = { url, appId, appKey, callbackToken };
  }
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n  ${missing.join(', ')}: required with its MAAP_*_URL`,
    );
  }
  return maap;
}

/**
 * The keyring of P5G_SECRETS_KEY. Unset, the development key stands in, but not for a deployment:
 * in production on a PostgreSQL server (`npm start` runs in production too, on the embedded
 * database, for trying the product on one machine).
 */
function secretsKeyringOf(settings: {
  P5G_SECRETS_KEY?: string;
  NODE_ENV: string;
  DATABASE_URL?: string;
}) {
  if (!settings.P5G_SECRETS_KEY) {
    if (settings.NODE_ENV !== 'production' || !settings.DATABASE_URL) return developmentKeyring;
    throw new Error(
      'Invalid configuration:\n  P5G_SECRETS_KEY: required in production with DATABASE_URL',
    );
  }
  try {
    return parseKeyring(settings.P5G_SECRETS_KEY);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  P5G_SECRETS_KEY: ${(error as Error).message}`);
  }
}

/** The addresses that only this machine reaches. */
const loopbackHosts = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * JOURNEY_CLOCK where it must not be: in production, but on a server only this machine reaches (on
 * the loopback address, no proxy in front) with its own embedded database, as the journeys' are:
 * they run `npm start`'s production build, whose server-side React another NODE_ENV would change.
 * Instances sharing a database would each keep a clock of their own, moved or not.
 */
function journeyClockRefused(settings: {
  JOURNEY_CLOCK: boolean;
  NODE_ENV: string;
  HOST: string;
  TRUST_PROXY: boolean;
  DATABASE_URL?: string;
}) {
  if (!settings.JOURNEY_CLOCK || settings.NODE_ENV !== 'production') return false;
  return (
    !loopbackHosts.has(settings.HOST) || settings.TRUST_PROXY || Boolean(settings.DATABASE_URL)
  );
}

/** Reads and validates the environment once at start; a bad value stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  if (Boolean(settings.WX_APP_ID) !== Boolean(settings.WX_APP_SECRET)) {
    throw new Error('Invalid configuration:\n  WX_APP_ID, WX_APP_SECRET: set both or neither');
  }
  if (settings.S3_BUCKET && (!settings.S3_ACCESS_KEY_ID || !settings.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET',
    );
  }
  if (journeyClockRefused(settings)) {
    throw new Error(
      'Invalid configuration:\n  JOURNEY_CLOCK: in production only on the loopback address, without TRUST_PROXY or DATABASE_URL',
    );
  }
  const secretsKeyring = secretsKeyringOf(settings);
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
  return {
    ...settings,
    dataDir: path.resolve(settings.DATA_DIR),
    ...(s3 && { s3 }),
    maap: maapConnections(settings),
    secretsKeyring,
    publicBaseUrl: (settings.PUBLIC_BASE_URL ?? `http://127.0.0.1:${settings.PORT}`).replace(
      /\/$/,
      '',
    ),
  };
}
