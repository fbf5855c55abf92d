import { CATEGORY_SORT_FIELDS, categoryBody, categoryPatchBody, categorySchema, ON_OFF_NAMES, YES_NO_NAMES } from '@konsol/contract';
import { contentRoutes } from '../../lib/content-routes.js';
import { listExport } from '../../lib/export.js';
import { categoryService } from './category.service.js';

export const categoryRoutes = contentRoutes({
  path: '/backoffice/categories',
  tag: 'Category',
  row: categorySchema,
  body: categoryBody,
  patchBody: categoryPatchBody,
  service: categoryService,
  export: listExport('categories', {
    id: 'int',
    title: 'text',
    status: { kind: 'enum', names: ON_OFF_NAMES },
    showHome: { kind: 'enum', names: YES_NO_NAMES },
    sort: 'int',
    menus: 'text',
    updated_at: 'date',
  }),
  summaries: {
    one: 'One category',
    list: 'Categories with their menus (`menus` ids and `listMenu` id + label), server-paged',
    create: 'Add a category (Title, Status, Show, Sort and at least one menu of this server)',
    update: 'Edit a category {title, status, showHome, sort, menus}',
    updateInBody: 'Edit a category (its id in the body)',
    remove: 'Delete a category (its menus stay)',
  },
  listDescription:
    '`title` (or `search`, `cari`) searches the title; `sort` is `asc|desc` on the sort number (default `asc`) or ' +
    `\`field,asc|desc\` over ${CATEGORY_SORT_FIELDS.join(', ')}; \`page\` zero-based; \`size\` below 0 means all.`,
});
