import type { ChangePasswordBody } from '@konsol/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setToken } from '../../../lib/storage';

/**
 * `POST /api/password/changepass {password, newpassword, confpassword}`. Older tokens stop working; the answer
 * carries a fresh token for this browser, which is stored at once.
 */
export const changePassword = async (body: ChangePasswordBody) => {
  const res = await api.post<{ token: string }>('/password/changepass', body);
  if (res.data?.token) setToken(res.data.token);
  return res;
};

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
