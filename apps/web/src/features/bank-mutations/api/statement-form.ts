import type { StatementUpload } from './types';

/** The multipart body of a statement upload: `file`, `account`, and `mapping` as JSON when one is given. */
export function statementForm({ file, account, mapping }: StatementUpload): FormData {
  const form = new FormData();
  form.append('file', file);
  form.append('account', account);
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  return form;
}
