// HAProxy (Debian's haproxy) in front of the cluster's instances: HTTP and WebSocket on one port, a health check of
// each instance's /readyz, and a refused connection or a draining instance's 503 retried on another one. The same
// file is the deployment's load balancer configuration (server/README.md, "Several instances").
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HAPROXY = '/usr/sbin/haproxy';
export const hasHaproxy = () => existsSync(HAPROXY);

export interface HaproxyBackend {
  name: string;
  port: number;
}

/** The configuration: one frontend on `port`, the instances behind it, the statistics page on `statsPort`. */
export function haproxyConfig(
  port: number,
  backends: readonly HaproxyBackend[],
  statsPort: number,
  host = '127.0.0.1',
): string {
  return `# gangway-server behind HAProxy: HTTP and the relay's WebSockets on one port.
global
  maxconn 4000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # An upgraded WebSocket (the relay) lives this long without traffic; the relay pings every 15 s.
  timeout tunnel 1h
  # A refused connection (an instance stopped or gone) and a draining instance's 503 (it processed nothing) are
  # sent to another instance.
  retries 3
  option redispatch 1
  retry-on conn-failure 503

# Each instance's state (UP, DOWN…), for operators and the cluster's own checks: /stats, /stats;csv.
listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats

frontend gangway
  bind ${host}:${port}
  # The client's address for the per-IP budgets: set trustProxy to this proxy's address.
  option forwardfor
  default_backend gangway_servers

backend gangway_servers
  balance leastconn
  option httpchk GET /readyz
  http-check expect status 200
  # Down after two failed checks half a second apart; an instance marked down loses its sessions (its relay
  # clients reconnect, to another instance).
  default-server inter 500ms fall 2 rise 2 on-marked-down shutdown-sessions
  # A slow /readyz (a loaded machine) is not a dead instance: without this the check's answer must come within
  # inter (500 ms), and a busy cluster marked every instance down. A stopped instance refuses at once all the same.
  timeout check 2s
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`).join('\n')}
`;
}

export interface RunningHaproxy {
  url: string;
  pid: number;
  port: number;
  configFile: string;
  /** The statistics page (HTML; `;csv` for CSV). */
  statsUrl: string;
  /** Each instance's state as HAProxy sees it: 'UP', 'DOWN', 'UP 1/2' (rising)… */
  states(): Promise<Map<string, string>>;
  stop(): Promise<void>;
}

export async function startHaproxy(
  port: number,
  backends: readonly HaproxyBackend[],
  dir: string,
  statsPort: number,
): Promise<RunningHaproxy> {
  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(port, backends, statsPort));
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', configFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    if (output.length < 20_000) output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // Listening once it answers (503 until an instance passes its checks).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`haproxy did not listen: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
  return {
    url,
    pid: child.pid ?? 0,
    port,
    configFile,
    statsUrl,
    async states() {
      const csv = await (await fetch(`${statsUrl};csv`)).text();
      const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
      const columns = header.split(',');
      const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
      const states = new Map<string, string>();
      for (const row of rows) {
        const cells = row.split(',');
        if (
          cells[proxy ?? 0] === 'gangway_servers' &&
          !['BACKEND', 'FRONTEND'].includes(cells[server ?? 1] ?? '')
        )
          states.set(cells[server ?? 1] ?? '', cells[status ?? 17] ?? '');
      }
      return states;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
