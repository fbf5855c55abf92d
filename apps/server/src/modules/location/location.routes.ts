import { cityQuery, cityRow, envelope, provinceRow, subdistrictQuery, subdistrictRow } from '@konsol/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { errorResponses, ok } from '../../plugins/errors.js';
import { locationService } from './location.service.js';

const tags = ['Location'];
const errors = errorResponses(400, 429);

/** Public (no token): the location cascade of the loan application, from real Indonesian area data. */
export const locationRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  const location = locationService();
  const cache = (reply: { header: (k: string, v: string) => unknown }) => reply.header('cache-control', 'public, max-age=86400');

  app.get('/province', {
    schema: { tags, security: [], summary: 'Provinces of Indonesia', response: { 200: envelope(z.array(provinceRow)), ...errors } },
    onRequest: app.anyone,
    handler: async (req, reply) => {
      cache(reply);
      return ok(req, 'ok', await location.provinces());
    },
  });

  app.get('/city', {
    schema: {
      tags,
      security: [],
      summary: 'Regencies and cities of a province (`province` = province_id); empty for an unknown one',
      querystring: cityQuery,
      response: { 200: envelope(z.array(cityRow)), ...errors },
    },
    onRequest: app.anyone,
    handler: async (req, reply) => {
      cache(reply);
      return ok(req, 'ok', await location.cities(req.query.province));
    },
  });

  app.get('/subdistrict', {
    schema: {
      tags,
      security: [],
      summary: 'Districts (kecamatan) of a city (`city` = city_id); empty for an unknown one',
      querystring: subdistrictQuery,
      response: { 200: envelope(z.array(subdistrictRow)), ...errors },
    },
    onRequest: app.anyone,
    handler: async (req, reply) => {
      cache(reply);
      return ok(req, 'ok', await location.subdistricts(req.query.city));
    },
  });
};
