import { type ChildProcess, spawn } from 'node:child_process';
import { numberToHex } from 'viem';
import { DEV_MNEMONIC } from '../accounts.ts';
import { jsonRpc } from '../json-rpc.ts';
import { anvilBinaryPath } from './anvil-binary.ts';
import { killOnExit } from './child-cleanup.ts';
import { isPortFree } from './free-port.ts';

export interface AnvilOptions {
  chainId: number;
  port: number;
  host?: string;
  readyTimeoutMs?: number;
}

export interface AnvilProcess {
  chainId: number;
  port: number;
  rpcUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export class AnvilStartError extends Error {
  readonly portInUse: boolean;

  constructor(message: string, portInUse: boolean) {
    super(message);
    this.name = 'AnvilStartError';
    this.portInUse = portInUse;
  }
}

const STDERR_TAIL_CHARS = 4000;

/** Prague brings EIP-7702 (smart-account delegation); pinned so an anvil upgrade does not change the rules. */
export const ANVIL_HARDFORK = 'prague';

/** Starts one anvil process for one chain and resolves once it answers eth_chainId. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  const host = options.host ?? '127.0.0.1';
  // Checked first: another node already on the port would answer our readiness probe.
  if (!(await isPortFree(options.port, host))) {
    throw new AnvilStartError(`Port ${options.port} on ${host} is already in use`, true);
  }
  const args = [
    '--host',
    host,
    '--port',
    String(options.port),
    '--chain-id',
    String(options.chainId),
    '--accounts',
    '10',
    '--mnemonic',
    DEV_MNEMONIC,
    '--hardfork',
    ANVIL_HARDFORK,
  ];
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  killOnExit(child);
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const rpcUrl = `http://${host}:${options.port}`;
  try {
    await waitUntilReady(child, rpcUrl, options.chainId, options.readyTimeoutMs ?? 15_000, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  if (child.pid === undefined) throw new AnvilStartError('anvil has no pid', false);
  return {
    chainId: options.chainId,
    port: options.port,
    rpcUrl,
    pid: child.pid,
    stop: () => stopChild(child, exited),
  };
}

async function waitUntilReady(
  child: ChildProcess,
  rpcUrl: string,
  chainId: number,
  timeoutMs: number,
  stderr: () => string,
): Promise<void> {
  const expected = numberToHex(chainId);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const output = stderr();
      throw new AnvilStartError(
        `anvil for chain ${chainId} exited before answering on ${rpcUrl}: ${output.trim() || `exit ${child.exitCode}`}`,
        /address already in use/i.test(output),
      );
    }
    try {
      const answer = await jsonRpc<string>(rpcUrl, 'eth_chainId', [], { timeoutMs: 1000 });
      if (answer === expected) return;
      throw new AnvilStartError(
        `${rpcUrl} answered chain ${answer}, expected ${expected} (port taken?)`,
        true,
      );
    } catch (error) {
      if (error instanceof AnvilStartError) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new AnvilStartError(
    `anvil for chain ${chainId} did not answer on ${rpcUrl} within ${timeoutMs} ms`,
    false,
  );
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
  await exited;
  clearTimeout(timer);
}
