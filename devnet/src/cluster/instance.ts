// One gangway-server process of a cluster (bin/gangway-server.js start), on a port of its own, with its configuration
// in a file: stopped gracefully (SIGTERM), killed (SIGKILL), and started again on the same port.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from 'gangway-server';

const BIN = fileURLToPath(new URL('../../../server/bin/gangway-server.js', import.meta.url));
/** Generous: three processes compiling the server (tsx) at once on a loaded 2-core machine took over a minute. */
const START_TIMEOUT_MS = 180_000;

export interface ClusterInstance {
  name: string;
  url: string;
  port: number;
  /** The running process's pid, or undefined while it is down. */
  readonly pid: number | undefined;
  readonly running: boolean;
  start(): Promise<void>;
  /** SIGTERM: the server drains (readyz 503, relay clients told to reconnect), then exits. */
  stop(): Promise<void>;
  /** SIGKILL: gone at once, as a crashed machine. */
  kill(): Promise<void>;
}

export function clusterInstance(
  name: string,
  port: number,
  config: ServerConfig,
  dir: string,
  log: (line: string) => void,
): ClusterInstance {
  const configFile = join(dir, `${name}.json`);
  writeFileSync(configFile, JSON.stringify({ ...config, host: '127.0.0.1', port }), { mode: 0o600 });
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const instance: ClusterInstance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined;
    },
    async start() {
      if (child) return;
      const started = spawn(process.execPath, [BIN, 'start'], {
        env: { ...process.env, GANGWAY_CONFIG: configFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      exited = new Promise((resolve) =>
        started.once('exit', () => {
          if (child === started) child = undefined;
          resolve();
        }),
      );
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          started.kill('SIGKILL');
          reject(new Error(`${name} did not start in ${START_TIMEOUT_MS / 1000} s: ${output}`));
        }, START_TIMEOUT_MS);
        const onData = (chunk: Buffer) => {
          const text = chunk.toString();
          if (output.length < 20_000) output += text;
          for (const line of text.split('\n')) if (line.trim()) log(`${name}: ${line.trim()}`);
          if (/listening on http/.test(output)) {
            clearTimeout(timer);
            resolve();
          }
        };
        started.stdout?.on('data', onData);
        started.stderr?.on('data', onData);
        started.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`${name} exited with ${code}: ${output}`));
        });
      });
    },
    async stop() {
      child?.kill('SIGTERM');
      await exited;
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited;
    },
  };
  return instance;
}
