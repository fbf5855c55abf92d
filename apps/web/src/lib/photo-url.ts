import { useEffect, useState } from 'react';
import { apiFile } from './api-client';

/**
 * A private photo (`GET /api/irmacapital/photo/{id}`, bearer token) as an object URL for `<img src>`: a plain
 * image request cannot carry the token. Revoked when the id changes or the component goes away.
 */
export function usePhotoUrl(id: number | null | undefined) {
  const [state, setState] = useState<{ url: string | null; error: string | null; loading: boolean }>({
    url: null,
    error: null,
    loading: false,
  });
  useEffect(() => {
    if (!id) {
      setState({ url: null, error: null, loading: false });
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setState({ url: null, error: null, loading: true });
    apiFile(`/irmacapital/photo/${id}`, { host: 'second', signal: controller.signal })
      .then(({ blob }) => {
        url = URL.createObjectURL(blob);
        setState({ url, error: null, loading: false });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ url: null, error: err instanceof Error ? err.message : String(err), loading: false });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return state;
}
