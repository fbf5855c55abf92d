import { type FormEvent, useRef } from 'react';

/**
 * A gate that lets one action run at a time and drops the others. An action is dropped while the previous one is
 * still running (the promise it returned has not settled), and while `accepting` is false. Pure, so it can be
 * tested without React; components use `useSingleSubmit` or `useSingleAction`.
 */
export function actionGate() {
  let running = false;
  return (action: () => unknown, accepting: boolean): void => {
    if (running || !accepting) return;
    running = true;
    let result: unknown;
    try {
      result = action();
    } catch (err) {
      running = false;
      throw err;
    }
    // an action that fails still reports its error (an unhandled rejection, as without the gate)
    void Promise.resolve(result).finally(() => {
      running = false;
    });
  };
}

function useGate() {
  const gate = useRef<ReturnType<typeof actionGate>>(undefined);
  gate.current ??= actionGate();
  return gate.current;
}

/**
 * A form's `onSubmit` that saves once per intent. react-hook-form's `handleSubmit` runs again on every submit
 * event, so a double click on Save, or Enter pressed twice, saved twice: the second event came while the first
 * was still checking the fields, before the button was disabled. A dialog whose `open` went false is still on
 * screen while it fades out, with its Save button enabled again; pass `accepting = open` so a click there does
 * nothing.
 *
 * @example
 * const onSubmit = useSingleSubmit(handleSubmit(save), open);
 * <form onSubmit={onSubmit} noValidate>…</form>
 */
export function useSingleSubmit(
  handler: (event: FormEvent<HTMLFormElement>) => unknown,
  accepting = true,
): (event: FormEvent<HTMLFormElement>) => void {
  const gate = useGate();
  return (event) => {
    event.preventDefault();
    gate(() => handler(event), accepting);
  };
}

/**
 * The same for a button that saves without a form (`onClick`): a second click before the button is disabled, or
 * while its dialog fades out, does nothing.
 *
 * @example
 * const onReject = useSingleAction(reject, open);
 * <Button onClick={onReject} disabled={verify.isPending}>Tolak</Button>
 */
export function useSingleAction(action: () => unknown, accepting = true): () => void {
  const gate = useGate();
  return () => gate(action, accepting);
}
