import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bankMutationsQueryKey } from './keys';
import { statementForm } from './statement-form';
import type { BankMutationImportResult, StatementUpload } from './types';

/**
 * `POST /api/admin/bank-mutations/import` (multipart `file`, `account`, `mapping`?): all or nothing; each line kept
 * once, a credit equal to one open transfer pays it, and the mapping is remembered for the account. Answers the
 * counts, and `msg` says them in words.
 */
export function useImportStatement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (upload: StatementUpload) => api.post<BankMutationImportResult>('/admin/bank-mutations/import', statementForm(upload)),
    onSuccess: () => qc.invalidateQueries({ queryKey: bankMutationsQueryKey }),
  });
}
