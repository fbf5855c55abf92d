import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

const Hello = ({ name }: { name: string }) => <b>hello {name}</b>;

describe('lazyPart', () => {
  it('renders nothing until its chunk is loaded, then the part with its props', async () => {
    const part = lazyPart(() => Promise.resolve(Hello));
    expect(renderToString(<part.Component name="ana" />)).toBe('');
    await part.preload();
    expect(renderToString(<part.Component name="ana" />)).toBe('<b>hello <!-- -->ana</b>');
  });

  it('shows its placeholder until its chunk is loaded', async () => {
    const part = lazyPart(() => Promise.resolve(Hello), <i>waiting</i>);
    expect(renderToString(<part.Component name="citra" />)).toBe('<i>waiting</i>');
    await part.preload();
    expect(renderToString(<part.Component name="citra" />)).toBe('<b>hello <!-- -->citra</b>');
  });

  it('a failed load leaves it empty, without throwing, and the next load asks again', async () => {
    let calls = 0;
    const part = lazyPart(() => (++calls === 1 ? Promise.reject(new Error('chunk missing')) : Promise.resolve(Hello)));
    await expect(part.preload()).rejects.toThrow('chunk missing');
    expect(renderToString(<part.Component name="budi" />)).toBe('');
    await part.preload();
    expect(calls).toBe(2);
    expect(renderToString(<part.Component name="budi" />)).toBe('<b>hello <!-- -->budi</b>');
  });
});
