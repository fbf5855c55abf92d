import { type ImportResult, RESELLER_CSV_COLUMNS } from '@konsol/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export { RESELLER_CSV_COLUMNS };

/** A template to fill in: the header and two example rows (the second hangs under the first). */
export const RESELLER_CSV_TEMPLATE = [
  RESELLER_CSV_COLUMNS.join(','),
  'R9001,Budi Santoso,"Jl. Merdeka No. 1, Bandung",budi@example.com,081234567890,,150000,2025-01-31',
  'R9002,Sari Cell,Jl. Asia Afrika No. 8,,085712345678,R9001,0,',
].join('\r\n');

/**
 * `POST /api/reseller/import` with the file as multipart field `file`. All or nothing: a bad row answers 400 with
 * `errors["<line>.<field>"]` and nothing is imported. On success the lists reload.
 */
export function useImportResellers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ImportResult>('/reseller/import', form);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['reseller'] }),
  });
}

/** One bad cell of a refused import, from the server's `errors` key `<line>.<field>`. */
export interface ImportRowError {
  line: number;
  field: string;
  message: string;
}

/** The refused import's field errors, sorted by line. */
export function importRowErrors(errors: Record<string, string> | undefined): ImportRowError[] {
  return Object.entries(errors ?? {})
    .map(([key, message]) => {
      const at = key.indexOf('.');
      return { line: Number(key.slice(0, at)), field: key.slice(at + 1), message };
    })
    .filter((e) => Number.isFinite(e.line))
    .sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));
}
