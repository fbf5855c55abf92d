import { useCallback, useRef } from 'react';

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of a money POST (docs/decisions/money.md): a retry of the same body reuses its key, so a
 * double click or a lost answer never moves money twice; a changed body (e.g. a corrected OTP) gets a new key,
 * because the server answers 422 to a key reused with a different body. `reset()` after a success so the next,
 * separate submission of an identical body is a new operation.
 *
 * @example
 * const idem = useIdempotencyKey();
 * await api.post('/wallet/cashout', body, { headers: { 'Idempotency-Key': idem.keyFor(body) } });
 * idem.reset();
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (!last.current || last.current.body !== text) last.current = { body: text, key: randomKey() };
    return last.current.key;
  }, []);
  const reset = useCallback(() => {
    last.current = null;
  }, []);
  return { keyFor, reset };
}
