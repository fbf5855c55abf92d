import { useNavigate } from 'react-router';
import { ENROL_PATH } from '../lib/auth';
import { notify, showDialog, useAppEvent } from '../lib/events';

/**
 * Turns the app events of SPEC §4 into what the user sees: snackbars, the global dialog, and the navigation of
 * SPEC §2 (/login after auth failure or access denied, the order page after an order). Mounted once in the root
 * route so it can navigate.
 */
export function AppEventEffects() {
  const navigate = useNavigate();
  useAppEvent('login-success', ({ msg }) => notify.success(msg));
  useAppEvent('logout', ({ msg }) => msg && notify.info(msg));
  useAppEvent('order-success', ({ msg, orderId }) => {
    notify.success(msg);
    navigate(`/tokensms/order/success/${encodeURIComponent(String(orderId))}`);
  });
  useAppEvent('info', ({ msg, title }) => (title ? showDialog(title, msg) : notify.info(msg)));
  useAppEvent('auth-failed', ({ msg }) => {
    notify.error(msg);
    navigate('/login', { replace: true });
  });
  useAppEvent('bad-request', ({ msg }) => notify.error(msg));
  useAppEvent('access-denied', ({ msg }) => {
    notify.error(msg);
    navigate('/login', { replace: true });
  });
  useAppEvent('password-change-required', () => navigate('/changepassword', { replace: true }));
  useAppEvent('two-factor-required', () => navigate(ENROL_PATH, { replace: true }));
  useAppEvent('resource-deleted', ({ msg }) => notify.success(msg));
  useAppEvent('resource-updated', ({ msg }) => notify.success(msg));
  return null;
}
