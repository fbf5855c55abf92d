import { type Reseller, type ResellerBody, resellerBody } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appEvents } from '../../../lib/events';
import { RESELLER_PATH } from './get-resellers';

/** kode and nama required; e-mail, phone, upline, saldo (whole rupiah), tgl_daftar checked (the contract's schema). */
export { resellerBody };

/**
 * Add (no `id`) or edit (`id`) a reseller: both are `POST /api/reseller/`. The server treats a body without `id`
 * whose kode it already has as an edit, so the add dialog checks the kode first (`findResellerByKode`).
 */
export function useSaveReseller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResellerBody) => api.post<Reseller>(RESELLER_PATH, body),
    onSuccess: (res) => {
      void queryClient.invalidateQueries({ queryKey: ['reseller'] });
      appEvents.emit('resource-updated', { msg: res.msg });
    },
  });
}

/** The reseller with exactly this kode, if the server has one (the list's search is "contains"). */
export async function findResellerByKode(kode: string): Promise<Reseller | undefined> {
  const { data } = await api.get<{ content: Reseller[] }>(RESELLER_PATH, { query: { search: kode, size: 200, page: 0, sort: 'kode,asc' } });
  return data.content.find((r) => r.kode === kode.trim());
}
