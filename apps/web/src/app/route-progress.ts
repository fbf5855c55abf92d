import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';

// NProgress's own template marks the bar role="bar", which is not an ARIA role (axe: aria-roles, serious); the bar
// is decoration, so it is hidden from assistive technology and found by its class instead.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  minimum: 0.15,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

let pending = 0;
function begin() {
  if (pending++ === 0) NProgress.start();
}
function end() {
  pending = Math.max(0, pending - 1);
  if (pending === 0) NProgress.done();
}

/**
 * The route progress bar: runs while the router loads the next page's chunk, and flashes once on every
 * location change (the guard of SPEC §2 shows and hides it).
 */
export function useRouteProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state !== 'idle';
  useEffect(() => {
    if (!loading) return;
    begin();
    return end;
  }, [loading]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    begin();
    const timer = setTimeout(end, 120);
    return () => {
      clearTimeout(timer);
      end();
    };
  }, [location.key]);
}

/** Suspense fallback that keeps the progress bar running while a lazy page is still loading. */
export function SuspenseProgress() {
  useEffect(() => {
    begin();
    return end;
  }, []);
  return null;
}
