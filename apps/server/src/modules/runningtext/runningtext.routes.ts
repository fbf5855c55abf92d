import { ON_OFF_NAMES, RUNNING_TEXT_SORT_FIELDS, runningTextBody, runningTextPatchBody, runningTextSchema } from '@konsol/contract';
import { contentRoutes } from '../../lib/content-routes.js';
import { listExport } from '../../lib/export.js';
import { runningTextService } from './runningtext.service.js';

export const runningTextRoutes = contentRoutes({
  path: '/backoffice/runningtext',
  tag: 'Running text',
  row: runningTextSchema,
  body: runningTextBody,
  patchBody: runningTextPatchBody,
  service: runningTextService,
  export: listExport('running-texts', {
    id: 'int',
    msg: 'text',
    aktif: { kind: 'enum', names: ON_OFF_NAMES },
    expired: 'date',
    updated_at: 'date',
  }),
  summaries: {
    one: 'One running text',
    list: 'Running texts, server-paged and searchable',
    create: 'Add a running text (Pesan required)',
    update: 'Edit a running text; left-out fields keep their value',
    updateInBody: 'Edit a running text (its id in the body)',
    remove: 'Delete a running text',
  },
  listDescription: `\`search\` (or \`cari\`) looks in msg; \`filterstatus\` narrows by aktif; \`sort\` over ${RUNNING_TEXT_SORT_FIELDS.join(', ')} (default id,desc).`,
  bodyDescription:
    '`expired` ("Masa Aktif") is `YYYY-MM-DD` (until the end of that day, WIB) or a date and time (WIB unless a zone is given); ' +
    'stored and answered as ISO UTC; empty or null never expires. `aktif` is 1 enabled, 0 disabled (default 1).',
});
