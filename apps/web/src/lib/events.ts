import { useEffect, useRef } from 'react';

/**
 * The app events of SPEC §4 and the two UI channels they drive (snackbar, global dialog). Code that is not a
 * component (the API client) and features that must not know each other talk through this bus; one listener
 * (`AppEventEffects`) turns events into snackbars, dialogs and navigation.
 */
export interface AppEvents {
  'login-success': { msg: string };
  logout: { msg?: string };
  'order-success': { msg: string; orderId: string | number };
  info: { msg: string; title?: string };
  'auth-failed': { msg: string };
  'bad-request': { msg: string };
  'access-denied': { msg: string };
  'password-change-required': { msg: string };
  'two-factor-required': { msg: string };
  'resource-deleted': { msg: string };
  'resource-updated': { msg: string };
  'drawer-toggled': { open?: boolean };
  snackbar: { msg: string; severity: 'success' | 'error' | 'info' | 'warning' };
  dialog: { title: string; msg: string };
}
export type AppEventName = keyof AppEvents;
type Handler<K extends AppEventName> = (payload: AppEvents[K]) => void;

const handlers = new Map<AppEventName, Set<Handler<AppEventName>>>();

/**
 * The events that end a session must reach the user even when they come before anyone listens: a route's loader
 * asks the API before the root route (AppEventEffects) is on screen. Such an event is kept (the latest of each)
 * and handed to the first handler that subscribes. Other events are dropped when nobody listens (a toggle meant
 * for a drawer that is not there must not fire later).
 */
const HELD_WHEN_UNHEARD: ReadonlySet<AppEventName> = new Set<AppEventName>(['auth-failed', 'access-denied']);
const held = new Map<AppEventName, unknown>();

export const appEvents = {
  emit<K extends AppEventName>(name: K, payload: AppEvents[K]): void {
    const set = handlers.get(name);
    if (!set?.size) {
      if (HELD_WHEN_UNHEARD.has(name)) held.set(name, payload);
      return;
    }
    for (const h of set) (h as Handler<K>)(payload);
  },
  on<K extends AppEventName>(name: K, handler: Handler<K>): () => void {
    let set = handlers.get(name);
    if (!set) {
      set = new Set();
      handlers.set(name, set);
    }
    set.add(handler as Handler<AppEventName>);
    if (held.has(name)) {
      const payload = held.get(name) as AppEvents[K];
      held.delete(name);
      handler(payload);
    }
    return () => set.delete(handler as Handler<AppEventName>);
  },
};

/**
 * Listens to an app event for the life of the component; the latest handler is always called.
 *
 * @example
 * useAppEvent('drawer-toggled', ({ open }) => setOpen((o) => open ?? !o));
 */
export function useAppEvent<K extends AppEventName>(name: K, handler: Handler<K>): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => appEvents.on(name, (p) => ref.current(p)), [name]);
}

/**
 * Snackbar shortcuts (3 s, top of the stack replaces the previous one).
 *
 * @example
 * notify.success(res.msg);
 * notify.error(err.message);
 */
export const notify = {
  success: (msg: string) => appEvents.emit('snackbar', { msg, severity: 'success' }),
  error: (msg: string) => appEvents.emit('snackbar', { msg, severity: 'error' }),
  info: (msg: string) => appEvents.emit('snackbar', { msg, severity: 'info' }),
  warning: (msg: string) => appEvents.emit('snackbar', { msg, severity: 'warning' }),
};

/**
 * The global dialog (title, message, TUTUP).
 *
 * @example
 * showDialog('Informasi', 'Cash-out diproses maksimal 2 hari kerja');
 */
export const showDialog = (title: string, msg: string) => appEvents.emit('dialog', { title, msg });
