import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { createMailer, type Mailer } from './adapters/mail.js';
import { createPaymentProvider } from './adapters/payment.js';
import { xenditPayouts } from './adapters/payout.js';
import { createPushSender, type PushSender } from './adapters/push.js';
import { createSmsGateway } from './adapters/sms.js';
import { openStorage } from './adapters/storage.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { type Database, openDatabase } from './db/database.js';
import { migrateToLatest, missingFeatures } from './db/migrate.js';
import { safeEqual } from './lib/crypto.js';
import { jobQueue } from './lib/jobs.js';
import { jwtService } from './lib/jwt.js';
import { mailQueue } from './lib/mail-queue.js';
import { createMetrics, type Metrics } from './lib/metrics.js';
import { passwordHasher } from './lib/password.js';
import { rateLimiter } from './lib/rate-limit.js';
import { redactUrl } from './lib/redact.js';
import { serializerCompiler } from './lib/serializer.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { accountDeletionRoutes } from './modules/account-deletion/account-deletion.routes.js';
import { approvalsRoutes } from './modules/approvals/approvals.routes.js';
import { appsRoutes } from './modules/apps/apps.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { bankMutationRoutes } from './modules/bank-mutations/bank-mutations.routes.js';
import { bannerRoutes } from './modules/banner/banner.routes.js';
import { bayartempoRoutes } from './modules/bayartempo/bayartempo.routes.js';
import { categoryRoutes } from './modules/category/category.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { engineRoutes } from './modules/engine/engine.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { scheduleHousekeeping } from './modules/housekeeping/housekeeping.js';
import { insightRoutes } from './modules/insight/insight.routes.js';
import { kasproRoutes } from './modules/kaspro/kaspro.routes.js';
import { loanRoutes } from './modules/loan/loan.routes.js';
import { locationRoutes } from './modules/location/location.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';
import { mitraRoutes } from './modules/mitra/mitra.routes.js';
import { infoRoutes, newsRoutes } from './modules/news/news.routes.js';
import { partnerModuleRoutes } from './modules/partner-modules/partner-modules.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { platformSettingsRoutes } from './modules/platform-settings/platform-settings.routes.js';
import { popupRoutes } from './modules/popup/popup.routes.js';
import { productRoutes } from './modules/product/product.routes.js';
import { publicAppRoutes } from './modules/public-app/public-app.routes.js';
import { recapRoutes } from './modules/recap/recap.routes.js';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes.js';
import { resellerRoutes } from './modules/reseller/reseller.routes.js';
import { runningTextRoutes } from './modules/runningtext/runningtext.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { tokensmsRoutes } from './modules/tokensms/tokensms.routes.js';
import { topupRoutes } from './modules/topup/topup.routes.js';
import { payoutRoutes } from './modules/wallet/payouts.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import { authPlugin } from './plugins/auth.js';
import { compressionPlugin } from './plugins/compression.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin, say } from './plugins/errors.js';
import { exportsPlugin } from './plugins/exports.js';
import { apiSecurityHeaders, securityHeadersPlugin } from './plugins/security-headers.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { webPlugin } from './plugins/web.js';

export interface BuildOptions {
  config: Config;
  /** An open database (tests pass their own); otherwise opened from the config. */
  database?: Database;
  mailer?: Mailer;
  /** Push sender (tests pass a fake); otherwise FCM when configured, else recorded. */
  push?: PushSender;
  logger?: boolean | object;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../web/dist');

/**
 * A URL Fastify cannot route (broken percent-encoding, an over-long path parameter) is answered before any hook
 * runs, so the security headers hook never sees it: give that answer the same error envelope as every other, with the
 * security headers of a JSON answer.
 */
function malformedUrl(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of apiSecurityHeaders) reply.raw.setHeader(name, value);
  reply
    .status(err.statusCode && err.statusCode < 500 ? err.statusCode : 400)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ success: false, msg: say(req, 'badRequest') }));
}

/**
 * Fastify's own `req` log serializer (its error lines name their request) with the URL redacted, so no log line
 * records a link token or a credential sent in a query string.
 */
const logRequest = (req: FastifyRequest) => ({
  method: req.method,
  url: redactUrl(req.url),
  version: req.headers?.['accept-version'],
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** The logger's options: the configured level unless the caller gives its own, always with `logRequest`. */
function loggerOptions(given: BuildOptions['logger'], level: string): false | object {
  if (given === false) return false;
  const base: { serializers?: object } = typeof given === 'object' ? given : { level };
  return { ...base, serializers: { ...base.serializers, req: logRequest } };
}

/** A request id taken from a trusted proxy: short, and nothing a log line could be broken with. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** `GET /metrics` for a bearer of `token`, and every answer's duration by route and status. */
function serveMetrics(app: FastifyInstance, metrics: Metrics, token: string) {
  app.addHook('onResponse', (req, reply, done) => {
    metrics.requests.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    const header = req.headers.authorization ?? '';
    if (!safeEqual(header.startsWith('Bearer ') ? header.slice(7).trim() : '', token)) {
      return reply.status(401).send({ success: false, msg: say(req, 'unauthorized') });
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

/** Builds the whole application (migrated database, plugins, every module) without listening. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance & { ctx: AppContext }> {
  const { config } = opts;
  const app = Fastify({
    logger: loggerOptions(opts.logger, config.LOG_LEVEL),
    // Behind our own proxy, trust exactly one hop: the client address is the one that proxy appended (the right-most
    // X-Forwarded-For entry), not the left-most one the client wrote itself, which a brute forcer could rotate
    // to reset every per-address rate limit.
    trustProxy: config.TRUST_PROXY ? (_address: string, hop: number) => hop < 1 : false,
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    frameworkErrors: malformedUrl,
    // One access-log line per request (below) instead of Fastify's two; the request id names every line.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    // X-Request-Id: a trusted proxy's, else a new one.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return config.TRUST_PROXY && typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = opts.database ?? openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  await migrateToLatest(database.db, database.dialect);
  const log = app.log as unknown as Logger;
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  // Without a logger (`logger: false`, the tests) there is nothing to write to.
  if (typeof log.isLevelEnabled === 'function' && log.isLevelEnabled('info')) {
    app.addHook('onResponse', (req, reply, done) => {
      req.log.info({ method: req.method, url: redactUrl(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
      done();
    });
  }
  for (const missing of await missingFeatures(database.db, database.dialect)) log.warn(missing);
  const mailer = opts.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log });
  const metrics = createMetrics(database.db, database.pool, { process: !!config.METRICS_TOKEN });
  const jobs = jobQueue(database.db, {
    pollMs: config.JOBS_POLL_MS,
    retryMs: config.JOBS_RETRY_MS,
    leaseMs: config.JOBS_LEASE_MS,
    log,
    onRun: (kind, outcome) => metrics.jobRuns.inc({ kind, outcome }),
  });
  const storage = openStorage(config);
  scheduleHousekeeping(database.db, jobs, storage);
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    log,
    mailer,
    metrics,
    jobs,
    mail: mailQueue(database.db, mailer, jobs, log, new URL(config.PUBLIC_URL).hostname),
    hasher: passwordHasher({ memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST }),
    jwt: jwtService(config.JWT_SECRET, config.JWT_TTL_SECONDS),
    limiter: rateLimiter(database.db),
    payments: createPaymentProvider({ mode: config.PAYMENT_MODE, webhookSecret: config.PAYMENT_WEBHOOK_SECRET }),
    payouts:
      config.PAYOUT_PROVIDER === 'xendit'
        ? xenditPayouts({
            secretKey: config.XENDIT_SECRET_KEY!,
            callbackToken: config.XENDIT_CALLBACK_TOKEN!,
            apiUrl: config.XENDIT_API_URL,
            timeoutMs: config.PAYOUT_TIMEOUT_MS,
          })
        : undefined,
    sms: createSmsGateway({ url: config.SMS_GATEWAY_URL, token: config.SMS_GATEWAY_TOKEN, log }),
    storage,
    push: opts.push ?? createPushSender(config, log),
  };
  app.decorate('ctx', ctx);
  if (config.METRICS_TOKEN) serveMetrics(app, metrics, config.METRICS_TOKEN);
  app.addHook('onReady', async () => jobs.start());
  // Jobs stop first: onClose hooks run last-registered first, so a caller's own (a test closing its database)
  // would otherwise run while a job still writes.
  app.addHook('preClose', async () => jobs.stop());
  app.addHook('onClose', async () => {
    mailer.close();
    if (!opts.database) await database.close();
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(formbody);
  await app.register(uploadsPlugin, { storage: ctx.storage.uploads });
  await app.register(exportsPlugin);
  await app.register(docsPlugin, { publicUrl: config.PUBLIC_URL });
  await app.register(authPlugin, ctx);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, ctx);
      await api.register(authRoutes, ctx);
      await api.register(dashboardRoutes, ctx);
      await api.register(insightRoutes, ctx);
      await api.register(platformSettingsRoutes, ctx);
      await api.register(mediaRoutes, ctx);
      await api.register(appsRoutes, ctx);
      await api.register(menuRoutes, ctx);
      await api.register(categoryRoutes, ctx);
      await api.register(newsRoutes, ctx);
      await api.register(infoRoutes, ctx);
      await api.register(popupRoutes, ctx);
      await api.register(bannerRoutes, ctx);
      await api.register(runningTextRoutes, ctx);
      await api.register(publicAppRoutes, ctx);
      await api.register(walletRoutes, ctx);
      await api.register(paymentsRoutes, ctx);
      await api.register(tokensmsRoutes, ctx);
      await api.register(topupRoutes, ctx);
      await api.register(approvalsRoutes, ctx);
      await api.register(bankMutationRoutes, ctx);
      await api.register(reconciliationRoutes, ctx);
      await api.register(payoutRoutes, ctx);
      await api.register(engineRoutes, ctx);
      await api.register(mitraRoutes, ctx);
      await api.register(productRoutes, ctx);
      await api.register(resellerRoutes, ctx);
      await api.register(accountDeletionRoutes, ctx);
      await api.register(auditRoutes, ctx);
      await api.register(kasproRoutes, ctx);
      await api.register(partnerModuleRoutes, ctx);
      await api.register(locationRoutes, ctx);
      await api.register(loanRoutes, ctx);
      await api.register(bayartempoRoutes, ctx);
      await api.register(staffRoutes, ctx);
      await api.register(recapRoutes, ctx);
      await api.register(accountRoutes, ctx);
      await api.register(webhooksRoutes, ctx);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, {
    webDist: config.WEB_DIST ?? defaultWebDist,
    clientCredential: `${config.OAUTH_CLIENT_ID}:${config.OAUTH_CLIENT_SECRET}`,
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    // a missing build file (an old page's chunk after a deploy) is a 404, not the page: the browser would be
    // handed HTML for a script, and the console's retry of a failed chunk could not tell
    const file = url.startsWith('/api') || url.startsWith('/uploads') || url.startsWith('/assets/');
    if (req.method === 'GET' && app.spaIndex && !file) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(app.spaIndex);
    }
    return reply.status(404).send({ success: false, msg: say(req, 'routeNotFound') });
  });

  return app as FastifyInstance & { ctx: AppContext };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
