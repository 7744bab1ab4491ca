// gangway-server in a process of its own (bin/gangway-server.js start), for tests that measure its resident memory
// and data directory from the outside.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerConfig } from '../../src/config/configSchema.ts';

const BIN = fileURLToPath(new URL('../../bin/gangway-server.js', import.meta.url));

export interface ServerProcess {
  url: string;
  pid: number;
  /** Peak resident memory of the process so far (VmHWM), in MB. */
  peakMb(): number;
  /** Resident memory now (VmRSS), in MB. */
  residentMb(): number;
  stop(): void;
}

const statusMb = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;

/** Starts the CLI on a free loopback port over `dataDir` (a PGlite directory) with `config` as its file. */
export async function startServerProcess(dataDir: string, config: ServerConfig): Promise<ServerProcess> {
  const configFile = join(dataDir, '..', `gangway-${process.pid}-${Date.now()}.json`);
  writeFileSync(configFile, JSON.stringify(config));
  const child: ChildProcess = spawn(process.execPath, [BIN, 'start'], {
    env: {
      ...process.env,
      GANGWAY_CONFIG: configFile,
      GANGWAY_DATA_DIR: dataDir,
      GANGWAY_PORT: '0',
      GANGWAY_HOST: '127.0.0.1',
      GANGWAY_LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid ?? 0;
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    url,
    pid,
    peakMb: () => statusMb(pid, 'VmHWM'),
    residentMb: () => statusMb(pid, 'VmRSS'),
    stop: () => child.kill('SIGKILL'),
  };
}

/** Bytes of every file under `dir`. */
export function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? directoryBytes(path) : statSync(path).size;
  }
  return total;
}
