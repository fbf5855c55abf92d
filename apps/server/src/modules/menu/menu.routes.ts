import {
  MENU_SORT_FIELDS,
  MENU_TYPE_NAMES,
  MENU_TYPES,
  menuBody,
  menuPatchBody,
  menuSchema,
  ON_OFF_NAMES,
  YES_NO_NAMES,
} from '@konsol/contract';
import { contentRoutes } from '../../lib/content-routes.js';
import { listExport } from '../../lib/export.js';
import { menuService } from './menu.service.js';

const types = MENU_TYPES.map((t) => `${t.code} ${t.label}`).join(', ');

export const menuRoutes = contentRoutes({
  path: '/backoffice/menu',
  tag: 'Menu',
  row: menuSchema,
  body: menuBody,
  patchBody: menuPatchBody,
  service: menuService,
  export: listExport('menus', {
    id: 'int',
    label: 'text',
    type: { kind: 'enum', names: MENU_TYPE_NAMES },
    description: 'text',
    kodeproduk: 'text',
    idoperator: 'text',
    showhome: { kind: 'enum', names: YES_NO_NAMES },
    url: 'text',
    status: { kind: 'enum', names: ON_OFF_NAMES },
    order: 'int',
    updated_at: 'date',
  }),
  summaries: {
    one: 'One menu',
    list: "The app's menus, server-paged",
    create: 'Add a menu (Label required; showhome, status and order default to 1, type to 1)',
    update: 'Edit a menu; left-out fields keep their value',
    updateInBody: 'Edit a menu (its id in the body); left-out fields keep their value',
    remove: 'Delete a menu (it leaves the categories that listed it)',
  },
  listDescription:
    '`cari` (or `search`) looks in label, description and product code; `filtertype` and `filterstatus` narrow; ' +
    '`page` is zero-based; `size` (or `itemsPerPage`) below 0 means all; `sort` is `field,asc|desc` ' +
    `(or \`sortBy\` + \`sortDesc\`) over ${MENU_SORT_FIELDS.join(', ')}; default by id. Types: ${types}.`,
});
