import { useEffect } from 'react';

/**
 * Sets the browser tab title ("Dashboard · Konsol") while the page is shown.
 *
 * @example
 * useDocumentTitle(t('auth:loginTitle'));
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Konsol` : 'Konsol';
  }, [title]);
}
