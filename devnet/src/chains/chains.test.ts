import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { numberToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { devAccounts } from '../accounts.ts';
import { startChains } from '../devnet.ts';
import { jsonRpc } from '../json-rpc.ts';
import { AnvilStartError } from './anvil-process.ts';
import { freePorts } from './free-port.ts';
import { launchChains } from './launch-chains.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function anvilPidsListeningOn(ports: number[]): Promise<number[]> {
  const { readdir, readlink, readFile } = await import('node:fs/promises');
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const exe = await readlink(`/proc/${entry}/exe`);
      const cmdline = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0');
      const port = Number(cmdline[cmdline.indexOf('--port') + 1]);
      if (exe.endsWith('/anvil') && ports.includes(port)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked, or is not ours to read.
    }
  }
  return pids;
}

describe('startChains', () => {
  it('starts chains on free ports with the requested ids and stops them without orphans', async () => {
    const devnet = await startChains({ chainIds: [1, 10], basePort: 'auto', deployContracts: false });
    const ports = devnet.chains.map((chain) => Number(new URL(chain.rpcUrl).port));
    try {
      expect(devnet.chains.map((chain) => chain.caipNetworkId)).toEqual(['eip155:1', 'eip155:10']);
      expect(new Set(ports).size).toBe(2);
      for (const chain of devnet.chains) {
        expect(await jsonRpc(chain.rpcUrl, 'eth_chainId')).toBe(numberToHex(chain.chainId));
      }
      expect(await jsonRpc(devnet.chains[0]!.rpcUrl, 'eth_accounts')).toEqual(
        devnet.accounts.map((account) => account.address.toLowerCase()),
      );
      expect(await anvilPidsListeningOn(ports)).toHaveLength(2);
    } finally {
      await devnet.stop();
    }
    expect(await anvilPidsListeningOn(ports)).toEqual([]);
    await expect(jsonRpc(devnet.chains[0]!.rpcUrl, 'eth_chainId')).rejects.toThrow();
  });

  it('uses consecutive ports from a fixed base port and refuses a port already taken', async () => {
    const [basePort] = await freePorts(1);
    const first = await launchChains({ chainIds: [8453], basePort: basePort! });
    try {
      expect(first.chains[0]!.rpcUrl).toBe(`http://127.0.0.1:${basePort}`);
      const clash = launchChains({ chainIds: [137], basePort: basePort! });
      await expect(clash).rejects.toBeInstanceOf(AnvilStartError);
      expect(await jsonRpc(first.chains[0]!.rpcUrl, 'eth_chainId')).toBe(numberToHex(8453));
    } finally {
      await first.stop();
    }
  });

  it('kills its anvil children when the owning process gets SIGTERM', async () => {
    const script = fileURLToPath(new URL('./start-and-wait.fixture.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const rpcUrl = await new Promise<string>((resolve, reject) => {
      child.stdout.setEncoding('utf8');
      child.stdout.once('data', (line: string) => resolve(line.trim()));
      child.once('exit', (code) => reject(new Error(`fixture exited early (${code})`)));
    });
    const port = Number(new URL(rpcUrl).port);
    const [anvilPid] = await anvilPidsListeningOn([port]);
    expect(anvilPid).toBeDefined();
    const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
    child.kill('SIGTERM');
    expect(await exited).toBe('SIGTERM');
    await expect.poll(() => isAlive(anvilPid!), { timeout: 3000 }).toBe(false);
  });

  it('prefunds the 10 dev accounts', async () => {
    const devnet = await startChains({ chainIds: [137], basePort: 'auto', deployContracts: false });
    try {
      const balance = await jsonRpc<string>(devnet.chains[0]!.rpcUrl, 'eth_getBalance', [
        devAccounts()[9]!.address,
        'latest',
      ]);
      expect(BigInt(balance)).toBe(10_000n * 10n ** 18n);
    } finally {
      await devnet.stop();
    }
  });
});
