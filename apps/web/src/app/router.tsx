import { Suspense, useEffect } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import LoginPage from '../features/auth/login-page';
import { meQueryOptions, whenAllowed } from '../lib/auth';
import { appsQueryOptions, deleteCountQueryOptions } from '../lib/backoffice-apps';
import { getToken } from '../lib/storage';
import { AppEventEffects } from './app-event-effects';
import { AdminOnly, PageLoader, RequireAuth, RequirePermission } from './guards';
import PublicLayout from './layouts/public-layout';
import { eagerPage, type LazyPage, lazyPage } from './lazy-page';
import RouteErrorPage from './pages/route-error-page';
import { queryClient } from './query-client';
import { SuspenseProgress, useRouteProgress } from './route-progress';
import { type ConsoleRoute, consoleRoutes } from './routes';

function RootLayout() {
  useRouteProgress();
  // Session end (401, expiry, access denied) goes to /login: have its page ready so that move is instant.
  useEffect(() => {
    const timer = setTimeout(() => void login.preload().catch(() => undefined), 1500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <AppEventEffects />
      <ScrollRestoration />
      <Suspense fallback={<SuspenseProgress />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** A route whose page chunk is loaded (with the progress bar) before the router shows it. */
function pageRoute(path: string, page: LazyPage, extra: Partial<RouteObject> = {}): RouteObject {
  const Page = page.Component;
  return {
    path,
    loader: async () => {
      await page.preload();
      return null;
    },
    element: <Page />,
    ...extra,
  } as RouteObject;
}

/** Loaders of the console run when a route is entered, not again when only its query (a table's page, a filter) changes. */
const onEnter: RouteObject['shouldRevalidate'] = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

function consoleRoute(route: ConsoleRoute): RouteObject {
  const Page = route.page.Component;
  return {
    path: route.path,
    // The page's chunk and its first queries load side by side (the queries used to wait for the chunk and a render).
    loader: async ({ request }) => {
      // Only for a role that may open the page: a refused call would end the session at /login.
      const { prefetch } = route;
      if (prefetch && getToken())
        whenAllowed(queryClient, route.permission, () => prefetch({ queryClient, url: new URL(request.url) }), route.adminOnly);
      await route.page.preload();
      return null;
    },
    shouldRevalidate: onEnter,
    handle: { route },
    element: route.adminOnly ? (
      <AdminOnly>
        <RequirePermission permission={route.permission} write={route.write}>
          <Page />
        </RequirePermission>
      </AdminOnly>
    ) : (
      <RequirePermission permission={route.permission} write={route.write}>
        <Page />
      </RequirePermission>
    ),
  };
}

const landing = lazyPage(() => import('../features/landing/landing-page'));
const login = eagerPage(LoginPage);
const register = lazyPage(() => import('../features/auth/register-page'), { locales: 'eager' });
const forgot = lazyPage(() => import('../features/auth/forgot-page'), { locales: 'eager' });
const resetPassword = lazyPage(() => import('../features/auth/reset-password-page'), { locales: 'eager' });
const activate = lazyPage(() => import('../features/auth/activate-page'), { locales: 'eager' });
const inviteAccept = lazyPage(() => import('../features/staff/invite-accept-page'));
const confirmEmail = lazyPage(() => import('../features/account/confirm-email-page'));
const notFound = lazyPage(() => import('./pages/not-found-page'), { locales: 'eager' });
/**
 * The console frame (app bar, drawer, push dialog, maintenance switch, profile menu) is its own chunk: the public
 * pages (login above all) do not load it. Its route's loader loads it next to the page's chunk, so it is ready when
 * the router renders; without a session RequireAuth sends to /login first and it is not needed.
 */
const consoleLayout = lazyPage(() => import('./layouts/console-layout'));
const ConsoleLayout = consoleLayout.Component;

/** What the console frame asks on every page (the profile, the app, pending deletions), asked beside its chunk. */
function prefetchConsole() {
  void queryClient.prefetchQuery(meQueryOptions());
  whenAllowed(queryClient, 'content.read', () => queryClient.prefetchQuery(appsQueryOptions()));
  whenAllowed(queryClient, 'deletion.read', () => queryClient.prefetchQuery(deleteCountQueryOptions()));
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      pageRoute('/', landing),
      {
        element: <PublicLayout />,
        children: [
          pageRoute('/login', login),
          pageRoute('/register', register),
          pageRoute('/forgot', forgot),
          pageRoute('/resetpass/:token', resetPassword),
          pageRoute('/activate/:token', activate),
          pageRoute('/invite/:token', inviteAccept),
          pageRoute('/confirm-email/:token', confirmEmail),
        ],
      },
      {
        element: (
          <RequireAuth>
            <ConsoleLayout />
          </RequireAuth>
        ),
        loader: async () => {
          if (!getToken()) return null;
          prefetchConsole();
          await consoleLayout.preload();
          return null;
        },
        shouldRevalidate: onEnter,
        children: [
          ...consoleRoutes.map(consoleRoute),
          // SPEC §2 names /home as the page after login; the dashboard is its page.
          { path: '/home', element: <Navigate to="/dashboard" replace /> },
        ],
      },
      pageRoute('*', notFound),
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
