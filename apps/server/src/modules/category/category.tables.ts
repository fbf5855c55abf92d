import type { Generated } from 'kysely';

export interface CategoriesTable {
  id: Generated<number>;
  server_id: number;
  title: string;
  status: number;
  show_home: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** The menus of a category, in the order they were chosen. */
export interface CategoryMenusTable {
  category_id: number;
  menu_id: number;
  position: number;
}
