import type { Menu } from '@konsol/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type PageData } from '../../../lib/api-client';

/** SPEC §9: the category form loads its menu options with size 1000. */
export const MENU_OPTIONS_SIZE = 1000;

/** `GET /api/backoffice/menu?size=1000&sort=label,asc`: every menu of the app, for the category form's multi-select. */
export const menuOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['menu', 'options', { size: MENU_OPTIONS_SIZE }] as const,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<PageData<Menu>>('/backoffice/menu', {
        query: { page: 0, size: MENU_OPTIONS_SIZE, sort: 'label,asc' },
        signal,
      });
      return data.content.map((m) => ({ id: m.id, label: m.label, status: m.status }));
    },
  });

export const useMenuOptions = (enabled = true) => useQuery({ ...menuOptionsQueryOptions(), enabled });
