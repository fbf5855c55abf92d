import {
  envelope,
  idParam,
  ON_OFF_NAMES,
  okEnvelope,
  page,
  productBody,
  productListQuery,
  productSchema,
  YES_NO_NAMES,
} from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { listExport } from '../../lib/export.js';
import { caller } from '../../plugins/auth.js';
import { errorResponses, ok, say } from '../../plugins/errors.js';
import { productService } from './product.service.js';

const tags = ['Product'];
const security = [{ bearerAuth: [] }];
const errors = errorResponses(400, 401, 403, 404, 409);

/** The operator's products (`/api/produk/`, the spec's path with its trailing slash; also without it). */
export const productRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const service = productService(ctx);

  for (const url of ['/produk/', '/produk']) {
    const hide = url === '/produk';
    app.get(url, {
      schema: {
        hide,
        tags,
        security,
        summary: "The caller's products, server-paged (sort kode, nama, kode_operator, harga_jual, aktif, updated_at)",
        querystring: productListQuery,
        response: { 200: envelope(page(productSchema)), ...errors },
      },
      config: {
        export: listExport('products', {
          id: 'int',
          kode: 'text',
          nama: 'text',
          catatan: 'text',
          kode_operator: 'text',
          harga_jual: 'money',
          aktif: { kind: 'enum', names: ON_OFF_NAMES },
          gangguan: { kind: 'enum', names: YES_NO_NAMES },
          kosong: { kind: 'enum', names: YES_NO_NAMES },
          updated_at: 'date',
        }),
      },
      onRequest: app.can('products.read'),
      handler: async (req) => ok(req, 'ok', await service.list(caller(req).serverId, req.query)),
    });

    app.post(url, {
      schema: {
        hide,
        tags,
        security,
        summary: 'Add a product, or edit it when `id` (or a kode this server has) is given',
        body: productBody,
        response: { 200: envelope(productSchema), ...errors },
      },
      onRequest: app.can('products.write'),
      handler: async (req) => {
        const r = await service.save(caller(req), req.body);
        return ok(req, r.created ? 'addSuccess' : 'editSuccess', r.product);
      },
    });
  }

  app.delete('/produk/:id', {
    schema: { tags, security, summary: 'Delete a product', params: idParam, response: { 200: okEnvelope, ...errors } },
    onRequest: app.can('products.write'),
    handler: async (req) => {
      await service.remove(caller(req), req.params.id, req.ip);
      return { success: true, msg: say(req, 'deleteSuccess') };
    },
  });
};
