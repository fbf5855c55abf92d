import type { LoginBody, Me, TwoFactorChallenge, TwoFactorLoginBody } from '@konsol/contract';
import { isAdmin as hasAdminRole, type Permission } from '@konsol/contract/roles';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { api, apiRequest } from './api-client';
import { appEvents } from './events';
import { clearSession, getToken, rememberedPermissions, rememberPermissions, setToken, subscribeToken } from './storage';

/** The stored bearer token, re-rendering when it changes (login, logout, another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}

/** `GET /api/getme`: the signed-in user, their server and roles. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'me'] as const,
    queryFn: async ({ signal }) => {
      const me = (await api.get<Me>('/getme', { signal })).data;
      rememberPermissions(me.permissions);
      return me;
    },
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in user (only queried while a token is stored).
 *
 * @example
 * const { data: me } = useMe();
 * return <Typography>{me?.namaserver}</Typography>;
 */
export function useMe() {
  const token = useToken();
  return useQuery({ ...meQueryOptions(), enabled: !!token });
}

/** True when any role of the user is ROLE_ADMIN; undefined while the profile loads. */
export function useIsAdmin(): boolean | undefined {
  const { data } = useMe();
  return data ? hasAdminRole(data) : undefined;
}

/** Whether the signed-in user's role has `permission` (what `getme` lists); false while the profile loads. */
export const mayUse = (me: Pick<Me, 'permissions'> | undefined, permission: Permission) => !!me?.permissions.includes(permission);

/** The permissions the profile lists, or the ones it last listed (kept from sign-in) while it loads; null when neither. */
export const knownPermissions = (me: Pick<Me, 'permissions'> | undefined): readonly string[] | null =>
  me?.permissions ?? rememberedPermissions();

/**
 * Runs `work` (a prefetch) unless the user's role lacks `permission` (a call the role may not make would end the
 * session at /login). It decides with the profile, or the permissions it last listed (kept from sign-in). A session
 * that has neither yet (a token from before them) prefetches at once, as it always did, unless `wait`: then it asks
 * `getme` first (the platform pages, which most users may not open).
 */
export function whenAllowed(queryClient: QueryClient, permission: Permission, work: () => Promise<unknown>, wait = false): void {
  const known = knownPermissions(queryClient.getQueryData(meQueryOptions().queryKey));
  let job: Promise<unknown> | undefined;
  if (known) job = known.includes(permission) ? work() : undefined;
  else if (!wait) job = work();
  else job = queryClient.ensureQueryData(meQueryOptions()).then((me) => (mayUse(me, permission) ? work() : undefined));
  void job?.catch(() => undefined);
}

interface LoginAnswer {
  token: string;
  id: number;
  name: string;
  success: boolean;
  msg: string;
}

/** Where a user whose team requires two-factor sign-in turns it on; until they have, the console shows nothing else. */
export const ENROL_PATH = '/account/2fa';

/** The end of every sign-in: stores the token, loads the profile, then the dashboard (or the enrolment it requires). */
function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (answer: LoginAnswer) => {
    queryClient.clear();
    setToken(answer.token);
    const me = await queryClient.fetchQuery(meQueryOptions());
    appEvents.emit('login-success', { msg: answer.msg });
    navigate(me.mustEnrol2fa ? ENROL_PATH : '/dashboard', { replace: true });
  };
}

/**
 * Logs in: `POST /api/auth/authenticate`, stores the token, loads the profile, then goes to /dashboard. A user with
 * two-factor on gets no token yet but a challenge (`data.twofactor`), for `useTwoFactorLogin`. A wrong password is
 * an ordinary error for the form (no session handling on this call).
 *
 * @example
 * const login = useLogin();
 * const answer = await login.mutateAsync({ email, password });
 * if ('twofactor' in answer) setChallenge(answer.challenge);
 */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginBody) =>
      apiRequest<LoginAnswer | TwoFactorChallenge>('/auth/authenticate', { method: 'POST', body, auth: 'none' }),
    onSuccess: (answer) => ('twofactor' in answer ? undefined : signedIn(answer)),
  });
}

/**
 * The second step of a sign-in with two-factor: `POST /api/auth/2fa {challenge, code}` (an authenticator code or a
 * recovery code), then as `useLogin`. A wrong code is a field error (`errors.code`, with the tries left); a challenge
 * that expired or was tried too often is a 400 without one, and the sign-in starts over.
 *
 * @example
 * const second = useTwoFactorLogin();
 * second.mutate({ challenge, code });
 */
export function useTwoFactorLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: TwoFactorLoginBody) => apiRequest<LoginAnswer>('/auth/2fa', { method: 'POST', body, auth: 'none' }),
    onSuccess: signedIn,
  });
}

/**
 * Logs out: `POST /api/auth/logout` (the token stops working on the server), then clears the storage and goes
 * to /login. The storage is cleared even when the call fails (offline, token already invalid).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        return (await apiRequest<{ msg: string }>('/auth/logout', { method: 'POST', auth: 'none', headers: authHeader() })).msg;
      } catch {
        return undefined;
      }
    },
    onSettled: (msg) => {
      clearSession();
      queryClient.clear();
      appEvents.emit('logout', { msg: msg ?? undefined });
      navigate('/login', { replace: true });
    },
  });
}

function authHeader(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
