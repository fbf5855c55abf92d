// The Chromium every browser measurement of the bench starts (Lighthouse, the render counter, the script bytes):
// Debian's build unless CHROMIUM_PATH names another, with the flags this machine needs (no sandbox, no GPU) and
// none of Chromium's own background traffic while it measures.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ],
};
