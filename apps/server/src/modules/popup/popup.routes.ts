import { ON_OFF_NAMES, POPUP_SORT_FIELDS, popupBody, popupPatchBody, popupSchema } from '@konsol/contract';
import { contentRoutes } from '../../lib/content-routes.js';
import { listExport } from '../../lib/export.js';
import { popupService } from './popup.service.js';

export const popupRoutes = contentRoutes({
  path: '/backoffice/popup',
  tag: 'Popup',
  row: popupSchema,
  body: popupBody,
  patchBody: popupPatchBody,
  service: popupService,
  export: listExport('popups', {
    id: 'int',
    name: 'text',
    url: 'text',
    status: { kind: 'enum', names: ON_OFF_NAMES },
    expired: 'date',
    updated_at: 'date',
  }),
  summaries: {
    one: 'One popup',
    list: 'Popups, server-paged and searchable',
    create: 'Add a popup (name, also read as `label`, required: "Mohon diisi")',
    update: 'Edit a popup; left-out fields keep their value',
    updateInBody: 'Edit a popup (its id in the body); left-out fields keep their value',
    remove: 'Delete a popup',
  },
  listDescription: `\`search\` (or \`cari\`) looks in name and url; \`sort\` over ${POPUP_SORT_FIELDS.join(', ')} (default id,desc).`,
  bodyDescription:
    '`expired` ("Masa Aktif") is `YYYY-MM-DD` (until the end of that day, WIB) or a date and time (WIB unless a zone is given); ' +
    'stored and answered as ISO UTC; empty or null never expires.',
});
