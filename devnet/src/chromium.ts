// Debian's Chromium as the browser tests and benchmarks launch it (INFRA.md): without the background-networking
// flags it floods this machine's closed network.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
