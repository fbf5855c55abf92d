import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  const cases: [string, string, { browser?: string; os?: string; mobile: boolean }][] = [
    [
      'Chrome on Linux',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Linux', mobile: false },
    ],
    [
      'headless Chrome (the e2e browser)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/147.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Linux', mobile: false },
    ],
    [
      'Edge on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
      { browser: 'Edge', os: 'Windows', mobile: false },
    ],
    [
      'Firefox on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
      { browser: 'Firefox', os: 'macOS', mobile: false },
    ],
    [
      'Safari on macOS',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      { browser: 'Safari', os: 'macOS', mobile: false },
    ],
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', mobile: true },
    ],
    [
      'Chrome on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome', os: 'iOS', mobile: true },
    ],
    [
      'Samsung Internet on Android',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet', os: 'Android', mobile: true },
    ],
    [
      'Opera on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
      { browser: 'Opera', os: 'Windows', mobile: false },
    ],
    ['a client that is no browser', 'curl/8.5.0', { browser: 'curl', os: undefined, mobile: false }],
    ['an empty header', '', { browser: undefined, os: undefined, mobile: false }],
    ['an unknown Mozilla-style browser', 'Mozilla/5.0 (compatible; Something)', { browser: undefined, os: undefined, mobile: false }],
  ];
  for (const [name, ua, expected] of cases) {
    it(name, () => expect(describeUserAgent(ua)).toEqual(expected));
  }
});
