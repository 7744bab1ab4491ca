// PGlite lets one process use a data directory, so while `gangway-server start` holds it the CLI's database commands
// (project …, directory import) run inside the server: it listens on a Unix socket in the data directory (a private
// directory: its owner only), the CLI sends its arguments there and prints what comes back. PostgreSQL needs none
// of this: every process opens it.
import { rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';

export const CONTROL_SOCKET = 'gangway-cli.sock';
/** The OS refuses Unix socket paths longer than about 104 bytes (sun_path); a deeper data directory has no socket. */
const MAX_SOCKET_PATH = 100;
/** One command's arguments: a line far longer than any command line is refused. */
const MAX_REQUEST_BYTES = 64 * 1024;

export interface ControlIo {
  out(line: string): void;
  err(line: string): void;
}

/** Runs one CLI command's arguments against the server's database; resolves to its exit code. */
export type ControlCommand = (argv: readonly string[], io: ControlIo) => Promise<number>;

interface Reply {
  out?: string;
  err?: string;
  exit?: number;
}

const socketPath = (dataDir: string) => join(dataDir, CONTROL_SOCKET);

function parseRequest(line: string): string[] | undefined {
  try {
    const request = JSON.parse(line) as { argv?: unknown };
    const { argv } = request;
    return Array.isArray(argv) && argv.every((arg) => typeof arg === 'string') ? argv : undefined;
  } catch {
    return undefined;
  }
}

/** Listens for CLI commands in `dataDir`; resolves to the function that stops listening (undefined: no socket). */
export async function serveCliControl(
  dataDir: string,
  command: ControlCommand,
): Promise<(() => Promise<void>) | undefined> {
  const path = socketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return undefined;
  // The lock file says no live process holds the directory: a socket left here is a dead server's.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    let buffer = '';
    let started = false;
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      if (started) return;
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline < 0) {
        if (buffer.length > MAX_REQUEST_BYTES) socket.destroy();
        return;
      }
      started = true;
      const argv = parseRequest(buffer.slice(0, newline));
      const send = (reply: Reply) => socket.write(`${JSON.stringify(reply)}\n`);
      if (!argv) {
        socket.end(`${JSON.stringify({ err: 'error: malformed CLI request', exit: 2 })}\n`);
        return;
      }
      command(argv, { out: (line) => send({ out: line }), err: (line) => send({ err: line }) }).then(
        (exit) => socket.end(`${JSON.stringify({ exit })}\n`),
        (error: unknown) => socket.end(`${JSON.stringify({ err: `error: ${String(error)}`, exit: 1 })}\n`),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        rmSync(path, { force: true });
        resolve();
      }),
    );
}

/**
 * Sends a command to the server holding `dataDir` and prints its output; resolves to the exit code, or undefined
 * when no server listens there (the caller reports the directory as in use).
 */
export function forwardToServer(
  dataDir: string,
  argv: readonly string[],
  io: ControlIo,
): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = createConnection(socketPath(dataDir));
    let buffer = '';
    let exit: number | undefined;
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ argv })}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const reply = JSON.parse(buffer.slice(0, newline)) as Reply;
        buffer = buffer.slice(newline + 1);
        if (reply.out !== undefined) io.out(reply.out);
        if (reply.err !== undefined) io.err(reply.err);
        if (reply.exit !== undefined) exit = reply.exit;
        newline = buffer.indexOf('\n');
      }
    });
    socket.on('error', () => resolve(undefined));
    socket.on('close', () => resolve(exit));
  });
}
