import { useState } from 'react';
import { type ConfirmOptions, useConfirm } from '../components/confirm';
import { errorMessage } from './api-client';
import { notify } from './events';
import { useIdempotencyKey } from './idempotency';

/**
 * The send of a money dialog whose input lives in component state (docs/decisions/money.md): `send` asks first,
 * posts the body with its Idempotency-Key, and on success shows the server's message, drops the input (`clear`)
 * and closes; a failure (thrown, or an answer `accepted` refuses: its `msg`) becomes `error`. `close` does nothing
 * while a send runs, else drops the input and the last send's state.
 *
 * @example
 * const { error, setError, close, send } = useMoneySend({ mutation: disburse, onClose, clear: () => setRaw('') });
 * await send({ message: t('confirmDisburse', …) }, { amount }, (body, key) => disburse.mutateAsync({ ...body, key }));
 */
export function useMoneySend({
  mutation,
  onClose,
  clear,
}: {
  mutation: { isPending: boolean; reset: () => void };
  onClose: () => void;
  clear: () => void;
}) {
  const confirm = useConfirm();
  const idem = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (mutation.isPending) return;
    clear();
    setError(null);
    mutation.reset();
    onClose();
  };

  const send = async <B, R extends { msg: string }>(
    question: ConfirmOptions,
    body: B,
    post: (body: B, key: string) => Promise<R>,
    accepted: (res: R) => boolean = () => true,
  ) => {
    if (!(await confirm(question))) return;
    try {
      const res = await post(body, idem.keyFor(body));
      // A refusal keeps the key: a retry of the same body is the same operation.
      if (!accepted(res)) {
        setError(res.msg);
        return;
      }
      idem.reset();
      notify.success(res.msg);
      clear();
      mutation.reset();
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return { error, setError, close, send };
}
