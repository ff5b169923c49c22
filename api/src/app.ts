import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { codes, messages } from './contract/codes.ts';
import { defaultMediaBaseUrl } from './contract/schemas/site.ts';
import { maxUploadBytes } from './contract/schemas/uploads.ts';
import './contract/zod-locale.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import { developmentKeyring, type SecretsKeyring } from './lib/secret-box.ts';
import type { MessageProvider } from './accounts/messages.ts';
import type { UploadStore } from './uploads/store.ts';
import { apiDocuments } from './openapi/plugin.ts';
import { useEnvelopeErrors } from './http/errors.ts';
import { useLoadShedding } from './http/load-shedding.ts';
import { databaseRateLimitStore, rateLimitExpiry } from './http/rate-limits.ts';
import { webApps, type WebAppsOptions } from './http/web-apps.ts';
import { healthRoutes } from './http/health.ts';
import { loadPublicPages, publicPages, type PublicPagesOptions } from './public-pages/plugin.ts';
import type { WakeJob } from './jobs/queue.ts';
import type { MessageGateway } from './messaging/gateway.ts';
import { clockPlugin } from './plugins/clock.ts';
import { databasePlugin } from './plugins/database.ts';
import { jobQueuePlugin } from './plugins/job-queue.ts';
import { messageGatewayPlugin, type MessageGatewayOptions } from './plugins/message-gateway.ts';
import { messageProviderPlugin } from './plugins/message-provider.ts';
import { uploadStorePlugin } from './plugins/upload-store.ts';
import { accountCentreRoutes } from './account-centre/routes.ts';
import { accounts } from './accounts/plugin.ts';
import { backOfficeRoutes } from './back-office/routes.ts';
import { contactRoutes } from './contacts/routes.ts';
import { downloads } from './downloads/plugin.ts';
import { ledger } from './ledger/plugin.ts';
import { messaging } from './messaging/plugin.ts';
import { microApps } from './micro-apps/plugin.ts';
import { microPropagation } from './micro-propagation/plugin.ts';
import { openApi, type OpenApiOptions } from './open-api/plugin.ts';
import { showcases } from './showcases/plugin.ts';
import type { WechatAccount } from './wechat/js-config.ts';
import { wechatPlugin } from './wechat/plugin.ts';
import { sending, type SendingOptions } from './sending/plugin.ts';
import { shopRoutes } from './shop/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { teamRoutes } from './team/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { webhooks, type WebhookOptions } from './webhooks/plugin.ts';

export type AppOptions = {
  database: DatabaseHandle;
  /** Uploads and the file-URL signing key live here, unless `uploadStore` is given. */
  dataDir: string;
  /** Default: the local disk under dataDir. */
  uploadStore?: UploadStore;
  /** Default: the system clock. Tests pass a manual one. */
  clock?: Clock;
  /** The journeys' servers (JOURNEY_CLOCK): the clock can be moved, `plugins/clock.ts`. */
  journeyClock?: boolean;
  /** Default: the outbox table. A real SMS gateway goes here. */
  messageProvider?: MessageProvider;
  /** Omitted in API-only tests. */
  webApps?: WebAppsOptions;
  /** The public pages' renderers and files. Default: the landing build's, when `webApps` is given. */
  publicPages?: PublicPagesOptions;
  /** Media host of the home page content (MEDIA_BASE_URL). Default: the samples at /media/. */
  mediaBaseUrl?: string;
  /** Client addresses the per-IP rate limits do not apply to. */
  rateLimitAllowList?: string[];
  /** The carriers' gateway. Default: the built-in simulator. */
  messageGateway?: MessageGateway;
  /** How long the simulator takes to answer (GATEWAY_SIM_DELAY_MS). Default: 3 s. */
  simulatorDelayMs?: number;
  /** The carriers connected through their interface (MAAP_* variables). Default: none. */
  maap?: MessageGatewayOptions['maap'];
  /** Where the carriers reach this service (PUBLIC_BASE_URL). */
  publicBaseUrl?: string;
  /** The WeChat official account signing the share pages (WX_APP_ID). Default: none. */
  wechatAccount?: WechatAccount | null;
  /** Work the durable jobs on pg-boss (the server). Default: off; tests run jobs with `app.jobs.run`. */
  runJobQueue?: boolean;
  /** Without the queue: what waking a job does. Default: nothing. */
  wakeJob?: WakeJob;
  /** The developer API's rate limit per key. Default: `defaultRequestsPerMinute`. */
  openApi?: OpenApiOptions;
  /** Batch size and pace of sending. Default: `sendingDefaults`. */
  sending?: SendingOptions;
  /** API requests handled at once before the next is answered 503. Default: 64. */
  maxRequestsInFlight?: number;
  /** How long a request body may send nothing before it is refused with 408. Default: 10 s. */
  bodyIdleMs?: number;
  /** How webhook receivers' host names are resolved (default: DNS); tests also allow local ones. */
  webhooks?: WebhookOptions;
  /** Seals the secrets kept in the database (P5G_SECRETS_KEY). Default: the development key. */
  secretsKeyring?: SecretsKeyring;
};

/** One limit for every request body: a 5 MB image sent as base64 in JSON, with room for the rest. */
export const bodyLimit = Math.ceil(maxUploadBytes / 3) * 4 + 64 * 1024;

/** Load shedding (`http/load-shedding.ts`): API requests handled at once. */
const defaultMaxRequestsInFlight = 64;
/** A request body that sends nothing for this long is refused (408). */
const defaultBodyIdleMs = 10_000;

/**
 * The whole service as a Fastify plugin: HTTP handling, then the infrastructure plugins (each
 * named, decorating the instance), then one plugin per domain with its routes and its jobs.
 */
async function service(instance: FastifyInstance, options: AppOptions) {
  const mediaBaseUrl = options.mediaBaseUrl ?? defaultMediaBaseUrl;
  // A media host elsewhere must be allowed to serve images and videos to the pages.
  const mediaOrigin = URL.canParse(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [];
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  useEnvelopeErrors(instance);
  instance.addHook('onRoute', (route) => {
    route.bodyLimit ??= bodyLimit;
  });
  useLoadShedding(instance, {
    maxInFlight: options.maxRequestsInFlight ?? defaultMaxRequestsInFlight,
    bodyIdleMs: options.bodyIdleMs ?? defaultBodyIdleMs,
  });

  // Security headers, from one helmet middleware built here: @fastify/helmet builds a new one,
  // parsing the CSP again, for every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigin],
        // react-aria positions overlays with inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        // Plain-http access by LAN address must keep working (RECIPE.md).
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  instance.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
  // Answers a client can cache (the region tree) are revalidated by their hash: 304 when unchanged.
  // Weak, as compression below changes the bytes but not the content.
  await instance.register(fastifyEtag, { weak: true });
  // JSON and other dynamic text over 1 KB, for clients that accept it; the web apps' files come
  // pre-compressed from their builds (web-apps.ts) and pass through untouched.
  await instance.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  // Per-route limits only (login, verify codes, registration, opening applications), counted in
  // the database so that every instance on one PostgreSQL shares them.
  await instance.register(fastifyRateLimit, {
    global: false,
    allowList: options.rateLimitAllowList ?? [],
    store: databaseRateLimitStore(options.database.db),
  });
  await instance.register(fastifyMultipart);

  await instance.register(databasePlugin, { database: options.database });
  await instance.register(clockPlugin, {
    clock: options.clock,
    journeyClock: options.journeyClock,
  });
  await instance.register(jobQueuePlugin, {
    runQueue: options.runJobQueue,
    wakeJob: options.wakeJob,
  });
  await instance.register(uploadStorePlugin, {
    uploadStore: options.uploadStore,
    dataDir: options.dataDir,
  });
  await instance.register(messageProviderPlugin, { messageProvider: options.messageProvider });
  await instance.register(messageGatewayPlugin, {
    messageGateway: options.messageGateway,
    simulatorDelayMs: options.simulatorDelayMs,
    maap: options.maap,
    publicBaseUrl: options.publicBaseUrl,
  });
  instance.decorateRequest('session', null);

  await instance.register(healthRoutes);
  await instance.register(rateLimitExpiry);
  await instance.register(apiDocuments);
  await instance.register(accounts);
  await instance.register(siteRoutes, { mediaBaseUrl });
  await instance.register(uploadRoutes);
  await instance.register(accountCentreRoutes);
  await instance.register(shopRoutes);
  await instance.register(ledger);
  await instance.register(backOfficeRoutes);
  await instance.register(messaging);
  await instance.register(sending, options.sending ?? {});
  await instance.register(contactRoutes);
  await instance.register(teamRoutes);
  await instance.register(downloads);
  await instance.register(microApps);
  await instance.register(microPropagation);
  await instance.register(showcases);
  await instance.register(wechatPlugin, { account: options.wechatAccount ?? null });
  const secretsKeyring = options.secretsKeyring ?? developmentKeyring;
  await instance.register(openApi, { ...options.openApi, secretsKeyring });
  await instance.register(webhooks, { ...options.webhooks, secretsKeyring });
  const pages =
    options.publicPages ??
    (options.webApps ? await loadPublicPages(options.webApps.landingDir) : null);
  if (pages) await instance.register(publicPages, pages);
  const servePage = options.webApps ? await webApps(instance, options.webApps) : undefined;
  instance.setNotFoundHandler((request, reply) => {
    if (servePage?.(request, reply)) return reply;
    return reply.code(404).send({ code: codes.notFound, msg: messages.notFound, data: null });
  });
}

/**
 * The service, registered on the server's instance without a scope of its own (as fastify/demo's
 * server does), so that what its plugins decorate (`jobs` for tests, among others) is the
 * instance's.
 */
export const app = fp(service, { name: 'service' });
