import { readFileSync } from 'node:fs';
import net from 'node:net';

/** The lowest port a reservation takes (above the registered ports most local services use). */
const RESERVED_FROM = 20_000;
/** Tries per port before giving up on the range below the OS's own (a machine where it is all taken). */
const TRIES_PER_PORT = 50;

/**
 * The first port the OS hands out for a listen on port 0 (Linux: net.ipv4.ip_local_port_range); undefined where it
 * cannot be read.
 */
function ephemeralFrom(): number | undefined {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    const port = Number(low);
    return Number.isInteger(port) && port > RESERVED_FROM ? port : undefined;
  } catch {
    return undefined;
  }
}

function listen(server: net.Server, port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' || error.code === 'EACCES' ? resolve(false) : reject(error),
    );
    server.listen(port, host, () => resolve(true));
  });
}

/**
 * `count` distinct free TCP ports on the host (all held open until all are known), for something that binds them
 * later. They come from below the OS's range for port 0: a process that listens on port 0 meanwhile (a peer started
 * between the reservation and the bind) cannot be handed one of them.
 */
export async function freePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const servers: net.Server[] = [];
  const below = ephemeralFrom();
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) {
      let port: number | undefined;
      for (
        let attempt = 0;
        below !== undefined && port === undefined && attempt < TRIES_PER_PORT;
        attempt++
      ) {
        const candidate = RESERVED_FROM + Math.floor(Math.random() * (below - RESERVED_FROM));
        if (ports.includes(candidate)) continue;
        const server = net.createServer();
        if (await listen(server, candidate, host)) {
          servers.push(server);
          port = candidate;
        }
      }
      if (port === undefined) {
        const server = net.createServer();
        servers.push(server);
        await listen(server, 0, host);
        const address = server.address();
        if (typeof address !== 'object' || address === null) throw new Error('No port assigned');
        port = address.port;
      }
      ports.push(port);
    }
    return ports;
  } finally {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}

/** True when nothing listens on host:port (checked by binding it briefly). */
export async function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  const server = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
    return true;
  } catch {
    return false;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
