import type { ResetPasswordBody } from '@konsol/contract';
import { api } from '../../../lib/api-client';

/** The public account calls; each carries the client basic credential. */

export interface RegisterRequest {
  name: string;
  email: string;
  phone: string;
  password: string;
  confmpassword: string;
}

/** `POST /api/register` → msg "Registration successful", data.info "Mohon check email untuk aktivasi user". */
export const register = (body: RegisterRequest) => api.post<{ info: string }>('/register', body, { auth: 'client' });

/** `POST /api/forgotpassword` → "Reset password link terkirim ke email anda" (for any e-mail). */
export const forgotPassword = (email: string) => api.post<undefined>('/forgotpassword', { email }, { auth: 'client' });

/** `POST /api/resetpassword {token, password, passwordconf}`. */
export const resetPassword = (body: ResetPasswordBody) => api.post<undefined>('/resetpassword', body, { auth: 'client' });

/** `POST /api/activate {token}` → "User activated successfully", or the reason it failed (acterrormsg). */
export const activate = (token: string) => api.post<undefined>('/activate', { token }, { auth: 'client' });
