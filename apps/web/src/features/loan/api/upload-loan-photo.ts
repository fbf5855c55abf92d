import { apiRequest } from '../../../lib/api-client';

/** The photo size limit of SPEC §9 (1 MB), checked in the browser before the upload as the server does. */
export const LOAN_PHOTO_MAX_BYTES = 1024 * 1024;

/** `POST /api/irmacapital/photo` (multipart `file`): a private photo; answers its id. */
export async function uploadLoanPhoto(file: File, signal?: AbortSignal): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await apiRequest<{ data: { id: number; url: string } }>('/irmacapital/photo', {
    method: 'POST',
    body: form,
    host: 'second',
    signal,
  });
  return res.data;
}
