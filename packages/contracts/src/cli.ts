// gangway-contracts: where Gangway's contracts live, and deploying them on a chain (once per chain, by anyone).
import { parseArgs } from 'node:util';
import { createPublicClient, createWalletClient, defineChain, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deployGangwayContracts } from './deploy.ts';
import { gangwayContractAddresses } from './deployment.ts';

export const USAGE = `Usage: gangway-contracts <command>

  addresses                   the contracts' addresses (the same on every chain)
  deploy --rpc-url URL        deploys what the chain lacks, paid by the key in GANGWAY_DEPLOYER_KEY
                              (0x + 64 hex digits); contracts already there are left alone`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env: Readonly<Record<string, string | undefined>>;
}

const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
};

export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: { 'rpc-url': { type: 'string' }; help: { type: 'boolean' } };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: { 'rpc-url': { type: 'string' }, help: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command] = parsed.positionals;
  if (!command || command === 'help' || parsed.values.help) {
    io.out(USAGE);
    return 0;
  }
  try {
    if (command === 'addresses') {
      const addresses = await gangwayContractAddresses();
      io.out(`GangwaySessionKeys          ${addresses.sessionKeys}`);
      io.out(`GangwaySmartAccountFactory  ${addresses.factory}`);
      io.out(`GangwaySmartAccount (impl)  ${addresses.accountImplementation}`);
      return 0;
    }
    if (command === 'deploy') {
      const rpcUrl = parsed.values['rpc-url'];
      if (!rpcUrl) throw new UsageError('deploy needs --rpc-url');
      const key = io.env.GANGWAY_DEPLOYER_KEY;
      if (!key || !/^0x[0-9a-fA-F]{64}$/.test(key))
        throw new UsageError('GANGWAY_DEPLOYER_KEY must hold the paying key: 0x and 64 hex digits');
      const transport = http(rpcUrl);
      const publicClient = createPublicClient({ transport });
      const chain = defineChain({
        id: await publicClient.getChainId(),
        name: 'target',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      });
      const walletClient = createWalletClient({ account: privateKeyToAccount(key as Hex), chain, transport });
      for (const deployed of await deployGangwayContracts({ publicClient, walletClient })) {
        io.out(
          `${deployed.contract} ${deployed.address} ${deployed.transactionHash ? `deployed in ${deployed.transactionHash}` : 'already there'}`,
        );
      }
      return 0;
    }
    throw new UsageError(`Unknown command ${command}`);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

class UsageError extends Error {}
