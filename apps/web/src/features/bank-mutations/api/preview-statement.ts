import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { statementForm } from './statement-form';
import type { StatementPreview, StatementUpload } from './types';

/**
 * `POST /api/admin/bank-mutations/preview` (multipart `file`, `account`, `mapping`?): reads the file without storing
 * anything: its columns, first rows, the mapping (given, remembered for the account, or guessed), the lines it reads
 * and the rows it cannot.
 */
export const usePreviewStatement = () =>
  useMutation({
    mutationFn: async (upload: StatementUpload) =>
      (await api.post<StatementPreview>('/admin/bank-mutations/preview', statementForm(upload))).data,
  });
