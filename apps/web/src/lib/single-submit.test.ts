import { describe, expect, it } from 'vitest';
import { actionGate } from './single-submit';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('actionGate', () => {
  it('drops an action while the previous one is still running, and takes the next after it settled', async () => {
    const gate = actionGate();
    const running = deferred();
    let calls = 0;
    const save = () => {
      calls++;
      return running.promise;
    };
    gate(save, true);
    gate(save, true);
    expect(calls).toBe(1);
    running.resolve();
    await running.promise;
    await Promise.resolve();
    gate(() => calls++, true);
    expect(calls).toBe(2);
  });

  it('opens again after a failed action, which still reports its error', async () => {
    const gate = actionGate();
    const running = deferred();
    let calls = 0;
    const failures: unknown[] = [];
    const onUnhandled = (err: unknown) => failures.push(err);
    process.on('unhandledRejection', onUnhandled);
    try {
      gate(() => running.promise, true);
      running.reject(new Error('saving failed'));
      await new Promise((r) => setTimeout(r, 0));
      gate(() => calls++, true);
      expect(calls).toBe(1);
      expect(failures).toEqual([new Error('saving failed')]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('opens again after an action that throws at once, and lets the error through', () => {
    const gate = actionGate();
    expect(() =>
      gate(() => {
        throw new Error('bug');
      }, true),
    ).toThrow('bug');
    let calls = 0;
    gate(() => calls++, true);
    expect(calls).toBe(1);
  });

  it('drops every action while not accepting (a dialog fading out)', () => {
    const gate = actionGate();
    let calls = 0;
    gate(() => calls++, false);
    expect(calls).toBe(0);
    gate(() => calls++, true);
    expect(calls).toBe(1);
  });
});
