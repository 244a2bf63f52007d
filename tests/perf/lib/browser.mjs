// The system Chromium, as the e2e tests start it.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
