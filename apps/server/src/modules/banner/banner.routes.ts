import { BANNER_SORT_FIELDS, bannerBody, bannerPatchBody, bannerSchema, ON_OFF_NAMES } from '@konsol/contract';
import { contentRoutes } from '../../lib/content-routes.js';
import { listExport } from '../../lib/export.js';
import { bannerService } from './banner.service.js';

export const bannerRoutes = contentRoutes({
  path: '/backoffice/banner',
  tag: 'Slider banner',
  row: bannerSchema,
  body: bannerBody,
  patchBody: bannerPatchBody,
  service: bannerService,
  export: listExport('banners', {
    id: 'int',
    name: 'text',
    url: 'text',
    status: { kind: 'enum', names: ON_OFF_NAMES },
    order: 'int',
    updated_at: 'date',
  }),
  summaries: {
    one: 'One banner',
    list: 'Slider banners, server-paged and searchable',
    create: 'Add a banner (name and image required; order defaults to 1)',
    update: 'Edit a banner',
    updateInBody: 'Edit a banner (its id in the body)',
    remove: 'Delete a banner',
  },
  listDescription: `\`search\` (or \`cari\`) looks in name and url; \`sort\` over ${BANNER_SORT_FIELDS.join(', ')} (default order,asc).`,
});
