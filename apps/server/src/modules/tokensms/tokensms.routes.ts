import {
  appOtpAnswer,
  appOtpBody,
  appOtpVerifyBody,
  envelope,
  errorEnvelope,
  idParam,
  moneyListQuery,
  okEnvelope,
  page,
  TOKENSMS_SEND_STATUS_NAMES,
  tokensmsBalanceSchema,
  tokensmsHistoryRow,
  tokensmsOrderBody,
  tokensmsOrderRow,
  tokensmsOrdersPage,
  tokensmsPackageBody,
  tokensmsPackagePatch,
  tokensmsPackageSchema,
  tokensmsPaymentInfo,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { idempotencyHeaders } from '../../lib/idempotency.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { ORDER_FILE_COLUMNS, tokensmsService } from './tokensms.service.js';

const tags = ['SMS token'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 422, 429);

export const tokensmsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const tokens = tokensmsService(ctx);

  app.get('/backoffice/tokensms/denom', {
    schema: { tags, security, summary: 'Token packages on sale', response: { 200: envelope(z.array(tokensmsPackageSchema)), ...errors } },
    onRequest: app.can('tokensms.read'),
    handler: async (req) => ok(req, 'ok', await tokens.packages()),
  });

  app.get('/backoffice/tokensms/balance', {
    schema: { tags, security, summary: "The server's SMS token balance", response: { 200: envelope(tokensmsBalanceSchema), ...errors } },
    onRequest: app.can('tokensms.read'),
    handler: async (req) => ok(req, 'ok', await tokens.balance(caller(req).serverId)),
  });

  app.get('/backoffice/tokensms/history', {
    schema: {
      tags,
      security,
      summary: 'OTP SMS sent for the app (Histori Token), WIB days awal…akhir (default today), paged',
      querystring: moneyListQuery,
      response: { 200: envelope(page(tokensmsHistoryRow)), ...errors },
    },
    config: {
      export: listExport('tokensms-history', {
        id: 'int',
        createdat: 'date',
        phone: 'text',
        senderid: 'text',
        amount: 'int',
        sisa: 'int',
        price: 'money',
        totaltokensms: 'int',
        status: { kind: 'enum', names: TOKENSMS_SEND_STATUS_NAMES },
      }),
    },
    onRequest: app.can('tokensms.read'),
    handler: async (req) => ok(req, 'ok', await tokens.history(caller(req).serverId, req.query)),
  });

  app.get('/backoffice/tokensms/order', {
    schema: {
      tags,
      security,
      summary: 'Token orders, WIB days awal…akhir (default today), search, paged, with totals (ordertotal, totaltoken, totalamountorder)',
      querystring: moneyListQuery,
      response: { 200: envelope(tokensmsOrdersPage), ...errors },
    },
    config: {
      export: listExport('tokensms-orders', { id: 'int', createdat: 'date', ...ORDER_FILE_COLUMNS }),
    },
    onRequest: app.can('tokensms.read'),
    handler: async (req) => ok(req, 'ok', await tokens.orders(caller(req).serverId, req.query)),
  });

  app.get('/backoffice/tokensms/order/:id', {
    schema: { tags, security, summary: 'One token order', params: idParam, response: { 200: envelope(tokensmsOrderRow), ...errors } },
    onRequest: app.can('tokensms.read'),
    handler: async (req) => ok(req, 'ok', await tokens.order(caller(req).serverId, req.params.id)),
  });

  app.post('/backoffice/tokensms/order', {
    schema: {
      tags,
      security,
      summary: 'Order `amount` × package `paketid`: an invoice and a virtual account to pay; tokens are credited once paid',
      headers: idempotencyHeaders,
      body: tokensmsOrderBody,
      response: { 200: envelope(tokensmsOrderRow), ...errors, 409: errorEnvelope },
    },
    onRequest: app.can('tokensms.order'),
    handler: async (req, reply) => {
      const r = await tokens.createOrder(caller(req), req.body, req.headers['idempotency-key']);
      if (r.replayed) reply.header('idempotent-replayed', 'true');
      return ok(req, 'tokensmsOrderCreated', r.value);
    },
  });

  app.get('/backoffice/tokensms/payment-info', {
    schema: {
      tags,
      security,
      summary: 'The company bank accounts and the messaging contact shown after an order (settings `tokensms.paymentInfo`)',
      response: { 200: envelope(tokensmsPaymentInfo), ...errors },
    },
    onRequest: app.can('tokensms.read'),
    handler: async (req) => ok(req, 'ok', await tokens.paymentInfo()),
  });

  // ---- administrator: the package catalogue ------------------------------------------------------------
  const adminTags = ['Admin: SMS token'];
  app.get('/admin/tokensms/denom', {
    schema: {
      tags: adminTags,
      security,
      summary: 'All token packages, inactive ones too',
      response: { 200: envelope(z.array(tokensmsPackageSchema)), ...errors },
    },
    onRequest: app.can('platform.read'),
    handler: async (req) => ok(req, 'ok', await tokens.adminPackages()),
  });
  app.post('/admin/tokensms/denom', {
    schema: {
      tags: adminTags,
      security,
      summary: 'New token package',
      body: tokensmsPackageBody,
      response: { 200: envelope(tokensmsPackageSchema), ...errors },
    },
    onRequest: app.can('servers.manage'),
    handler: async (req) => ok(req, 'addSuccess', await tokens.createPackage(caller(req), req.ip, req.body)),
  });
  app.patch('/admin/tokensms/denom/:id', {
    schema: {
      tags: adminTags,
      security,
      summary: 'Change a token package (orders keep what they were sold)',
      params: idParam,
      body: tokensmsPackagePatch,
      response: { 200: envelope(tokensmsPackageSchema), ...errors },
    },
    onRequest: app.can('servers.manage'),
    handler: async (req) => ok(req, 'editSuccess', await tokens.updatePackage(caller(req), req.ip, req.params.id, req.body)),
  });
  app.delete('/admin/tokensms/denom/:id', {
    schema: { tags: adminTags, security, summary: 'Withdraw a token package', params: idParam, response: { 200: okEnvelope, ...errors } },
    onRequest: app.can('servers.manage'),
    handler: async (req) => {
      await tokens.deletePackage(caller(req), req.ip, req.params.id);
      return ok(req, 'deleteSuccess');
    },
  });

  // ---- the tenant's app: OTP SMS, one token each -------------------------------------------------------
  const appParams = z.object({ appcode: z.string().min(1).max(30) });
  const appHeaders = z.object({ 'x-app-key': z.string().optional() });
  const appSecurity = [{ appKey: [] }];
  app.post('/public/apps/:appcode/otp', {
    schema: {
      tags: ['App'],
      security: appSecurity,
      summary: 'Send an OTP SMS to `phone` (one SMS token; at most the app’s maxotp per phone per WIB day)',
      params: appParams,
      headers: appHeaders,
      body: appOtpBody,
      response: { 200: envelope(appOtpAnswer), ...errors, 502: errorEnvelope },
    },
    onRequest: app.anyone,
    handler: async (req) =>
      ok(req, 'tokensmsOtpSent', await tokens.sendAppOtp(req.params.appcode, req.headers['x-app-key'], req.body.phone, req.ip)),
  });
  app.post('/public/apps/:appcode/otp/verify', {
    schema: {
      tags: ['App'],
      security: appSecurity,
      summary: 'Check the OTP a user typed (5 minutes, 5 tries, single use)',
      params: appParams,
      headers: appHeaders,
      body: appOtpVerifyBody,
      response: { 200: envelope(z.object({ phone: z.string() })), ...errors },
    },
    onRequest: app.anyone,
    handler: async (req) =>
      ok(
        req,
        'tokensmsOtpValid',
        await tokens.verifyAppOtp(req.params.appcode, req.headers['x-app-key'], req.body.phone, req.body.otp, req.ip),
      ),
  });
};
