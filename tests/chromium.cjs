// The system Chromium as every browser run here starts it (Playwright journeys, chaos check, benchmarks): never
// `playwright install`, and nothing that reaches out to the internet.
exports.chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
exports.chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
