import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The fields of an object schema, through the wrappers a body may carry (preprocess, transform, default…). */
function objectShape(schema: unknown): Record<string, z.ZodType> | undefined {
  let s = schema as z.ZodType | undefined;
  for (let depth = 0; s && depth < 8; depth++) {
    if (s instanceof z.ZodObject) return s.shape as Record<string, z.ZodType>;
    if (s instanceof z.ZodPipe) s = (s.def.out instanceof z.ZodTransform ? s.def.in : s.def.out) as z.ZodType;
    else s = (s.def as { innerType?: z.ZodType }).innerType;
  }
  return undefined;
}

/**
 * A field the server fills in when it is left out (a text that counts as empty, a value with a default given
 * through a preprocess) is generated as required, because its parsed value always exists: it is not required of
 * the caller, and the document says so (found by the OpenAPI fuzzer, which left such a field out and saw it
 * accepted).
 */
const requiredOfCaller: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const shape = objectShape((input.schema as { body?: unknown } | undefined)?.body);
  const body = (out.schema as { body?: { required?: string[] } } | undefined)?.body;
  if (shape && Array.isArray(body?.required)) {
    const required = body.required.filter((key) => !shape[key]?.safeParse(undefined).success);
    if (required.length) body.required = required;
    else delete body.required;
  }
  return out;
};

/** A route's guard (plugins/auth.ts `routeAccess`) → the scheme a caller must present, for a route that names none. */
const schemeOfGuard = (access: string) =>
  access === 'public' ? [] : access === 'client' ? [{ clientBasic: [] }] : access === 'engine' ? [{ serverKey: [] }] : [{ bearerAuth: [] }];

/**
 * Operation names that the derivation below would make read badly (the spec's paths name verbs, aliases and
 * actions that it cannot tell apart). Keyed by `METHOD /path` as the document writes it; a route may also set
 * `operationId` in its own schema, which wins. A rename breaks every partner's generated client: add, never edit.
 */
export const OPERATION_IDS: Record<string, string> = {
  'POST /api/auth/authenticate': 'authenticate',
  'POST /api/auth/2fa': 'authenticateTwoFactor',
  'POST /api/auth/logout': 'logout',
  'POST /api/auth/signup': 'signup',
  'POST /api/auth/resetmypass': 'requestPasswordReset',
  'POST /api/forgotpassword': 'forgotPassword',
  'POST /api/resetpassword': 'resetPassword',
  'POST /api/password/changepass': 'changePassword',
  'POST /api/gantipassword': 'gantiPassword',
  'GET /api/getme': 'getMe',
  'GET /api/backoffice/getme': 'getBackofficeMe',
  'POST /api/account/email': 'changeAccountEmail',
  'POST /api/backoffice/apps/push': 'sendBackofficeAppsPush',
  'POST /api/payments/callback': 'receivePaymentsCallback',
  'POST /api/admin/tokensms/order/{id}/paid': 'markAdminTokensmsOrderPaid',
  'GET /api/apps/account/list-delete': 'listAppsAccountDeletions',
  'GET /api/apps/account/delete-count': 'countAppsAccountDeletions',
  'PUT /api/apps/account/delete': 'approveAppsAccountDeletion',
  'POST /api/admin/modules/{module}/{app_code}/status': 'setAdminModuleStatus',
  'PUT /api/admin/modules/{module}/soon': 'setAdminModuleSoon',
};

/** A path's last word that names the action of a POST (`/wallet/cashout/{id}/complete` → `complete…`). */
const ACTIONS = new Set(
  `accept activate add authenticate complete confirm decide disable enable export import
   invite logout pay redeliver register rotate setup signup upload verify`.split(/\s+/),
);
const VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };
const pascal = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const words = (segment: string) => segment.split(/[-_]/).filter(Boolean);
const isParam = (segment: string) => segment.startsWith('{');

/**
 * The name partners' generators give the operation's function, from its method and path, so that it is stable
 * while the path is: verb (`list` for a GET answering an array or a page, else get/create/update/delete, or the
 * action a POST's path ends with) + the path's words + `By<Param>` when it ends with one.
 * `POST /api/wallet/cashout` → `createWalletCashout`, `GET /api/backoffice/menu/{id}` → `getBackofficeMenuById`.
 */
export function operationIdOf(method: string, path: string, answersList: boolean): string {
  const explicit = OPERATION_IDS[`${method} ${path}`];
  if (explicit) return explicit;
  const segments = path.split('/').filter(Boolean).slice(1); // without `api`
  const last = segments.at(-1) ?? '';
  const by = isParam(last) ? `By${words(last.slice(1, -1)).map(pascal).join('')}` : '';
  const literals = segments.filter((s) => !isParam(s));
  let verb = VERBS[method] ?? method.toLowerCase();
  let nouns = literals.flatMap(words);
  const action = words(literals.at(-1) ?? '');
  if (method === 'POST' && !by && ACTIONS.has(action[0] ?? '')) {
    verb = action[0] as string;
    nouns = [...literals.slice(0, -1).flatMap(words), ...action.slice(1)];
  } else if (method === 'GET' && !by && answersList) verb = 'list';
  return verb + nouns.map(pascal).join('') + by;
}

/** The 2xx answer's `data` is an array or a page (`{ content: [...], totalElements }`). */
function answersList(response: Record<string, unknown> | undefined): boolean {
  const ok = (response?.['200'] ?? response?.['201']) as { properties?: { data?: JsonSchema } } | undefined;
  const data = ok?.properties?.data;
  return data?.type === 'array' || data?.properties?.content?.type === 'array';
}
type JsonSchema = { type?: unknown; properties?: Record<string, JsonSchema> };

/**
 * OpenAPI 3.0 gives `nullable` meaning only beside a `type` (3.0.3); zod writes a nullable union as
 * `{ nullable, anyOf }`. The null goes to each typed branch instead, where it means what the zod schema says.
 */
function typeNullables(node: unknown): void {
  if (Array.isArray(node)) for (const item of node) typeNullables(item);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (o.nullable === true && o.type === undefined) {
      const branches = o.anyOf ?? o.oneOf;
      if (Array.isArray(branches)) for (const b of branches) if (b && typeof b === 'object' && 'type' in b) b.nullable = true;
      delete o.nullable;
    }
    for (const value of Object.values(o)) typeNullables(value);
  }
}

/**
 * OpenAPI generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json). Every operation
 * has an operationId and a declared security, so partners can generate a client from it (`docs.test.ts` lints it
 * with Redocly's recommended rules and generates one).
 */
export const docsPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  /** Read when the document is built (first request): by then every route has said its guard. */
  const guardOf = (method: string, url: string) => app.routeAccess?.find((r) => r.method === method && r.url === url)?.access;

  const transform: typeof jsonSchemaTransform = (input) => {
    const out = requiredOfCaller(input);
    const schema = (out.schema ?? {}) as Record<string, unknown>;
    if (schema.hide) return out;
    const method = [input.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
    const path = input.url.replace(/:(\w+)/g, '{$1}');
    schema.operationId ??= operationIdOf(method, path, answersList(schema.response as Record<string, unknown> | undefined));
    const access = guardOf(method, input.url);
    if (schema.security === undefined && access) schema.security = schemeOfGuard(access);
    typeNullables(schema);
    return { ...out, schema };
  };

  await app.register(swagger, {
    openapi: {
      info: { title: 'Konsol API', version: '1.1.1', description: 'Back-office API of Konsol. Answers are `{ success, msg, data }`.' },
      // The paths already carry `/api`: the server is the origin the console is served from.
      servers: [{ url: opts.publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          clientBasic: { type: 'http', scheme: 'basic', description: 'The client credential (OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET)' },
          serverKey: { type: 'apiKey', in: 'header', name: 'X-Server-Key' },
          appKey: { type: 'apiKey', in: 'header', name: 'X-App-Key' },
        },
      },
    },
    // PUBLIC_URL may have a path of its own; the routes' paths are kept whole.
    stripBasePath: false,
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
