import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { agentsQueryKey } from './keys';
import type { ImportResult } from './types';

/**
 * `POST /api/admin/agenkaspro/import` (multipart `file`): all or nothing; a bad file answers 400 with
 * `errors["<line>.<field>"]` and imports nothing.
 */
export function useImportAgents() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ImportResult>('/admin/agenkaspro/import', form);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}

/** A line-numbered import error (`"3.msisdn"`) as line, field and message, in line order. */
export function importErrors(errors: Record<string, string> | undefined): { line: number; field: string; message: string }[] {
  return Object.entries(errors ?? {})
    .map(([key, message]) => {
      const [line, ...field] = key.split('.');
      return { line: Number(line), field: field.join('.'), message };
    })
    .sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));
}
