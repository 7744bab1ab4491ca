// Serves apps/demo with Vite's JavaScript API: a dev server (HMR, loads the dev wallet) or a production build
// served by `vite preview` (what browser tests and benchmarks use).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../apps/demo');
export const DEFAULT_DEMO_PORT = 5173;

export interface StartDemoOptions {
  mode: 'dev' | 'preview';
  port: number;
  host?: string;
  env: Readonly<Record<string, string>>;
}

export interface RunningDemo {
  url: string;
  close(): Promise<void>;
}

export async function startDemo(options: StartDemoOptions): Promise<RunningDemo> {
  const { createServer, build, preview } = await import('vite');
  const host = options.host ?? '127.0.0.1';
  // Vite reads VITE_* variables from the process environment when it loads the config.
  Object.assign(process.env, options.env);
  const common = {
    root: DEMO_ROOT,
    configFile: join(DEMO_ROOT, 'vite.config.ts'),
    // The demo's config imports workspace TypeScript (devnet's chain table): load it through Vite's module runner.
    configLoader: 'runner' as const,
    logLevel: 'warn' as const,
  };

  if (options.mode === 'dev') {
    const server = await createServer({ ...common, server: { host, port: options.port, strictPort: true } });
    await server.listen();
    return { url: `http://${host}:${options.port}`, close: () => server.close() };
  }
  const outDir = await mkdtemp(join(tmpdir(), 'gangway-demo-'));
  await build({ ...common, mode: 'production', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    ...common,
    build: { outDir },
    preview: { host, port: options.port, strictPort: true },
  });
  return {
    url: `http://${host}:${options.port}`,
    close: async () => {
      await new Promise<void>((resolveClose) => server.httpServer.close(() => resolveClose()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
