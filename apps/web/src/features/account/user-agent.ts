/** A browser and the system it runs on, read plainly from a User-Agent header (the devices list names them in words). */
export interface DeviceName {
  /** "Chrome", "Firefox"…; undefined when nothing known is named (an empty header). */
  browser?: string;
  /** "Windows", "Android"…; undefined when none is named. */
  os?: string;
  /** A phone or tablet (the list shows a phone icon). */
  mobile: boolean;
}

/**
 * Browsers in the order they must be tested: most put "Chrome" and "Safari" in their header beside their own name,
 * so the specific names come first.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex'],
  [/\bUCBrowser\//, 'UC Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\/|\bAppleWebKit\/.*\bMobile\//, 'Safari'],
];

/** Systems, Android before Linux (Android's header names both) and iOS before macOS ("like Mac OS X"). */
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
];

/**
 * Names the browser and system of a User-Agent header. A client that is no browser keeps its own first word
 * ("curl/8.5.0" → "curl"), so an unexpected session is still recognisable.
 *
 * @example
 * describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36')
 * // { browser: 'Chrome', os: 'Linux', mobile: false }
 */
export function describeUserAgent(userAgent: string): DeviceName {
  const ua = userAgent.trim();
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? (/^Mozilla\//.test(ua) ? undefined : ua.match(/^([\w.-]+)/)?.[1]);
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  return { browser, os, mobile: /\bMobi|\bAndroid\b|\biPhone|\biPad|\biPod/.test(ua) };
}
