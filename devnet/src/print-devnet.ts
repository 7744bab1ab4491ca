import { formatEther } from 'viem';
import { ENTRY_POINT_VERSIONS, ENTRY_POINTS, SIMPLE_7702_ACCOUNT } from './account-abstraction/addresses.ts';
import { SPONSORSHIP_POLICY } from './account-abstraction/paymaster/paymaster-service.ts';
import type { BitcoinChain } from './bitcoin/start-bitcoin-chain.ts';
import type { Devnet } from './devnet.ts';

/** A readable summary of a running devnet, for the CLI. */
export function describeDevnet(devnet: Devnet): string {
  const lines: string[] = ['Chains:'];
  for (const chain of devnet.chains) {
    lines.push(`  ${chain.name.padEnd(12)} id ${String(chain.chainId).padEnd(6)} ${chain.rpcUrl}`);
  }
  const contracts = devnet.chains.map((chain) => devnet.contracts[chain.chainId]).find(Boolean);
  if (contracts) {
    lines.push('', 'Contracts (same address on every chain):');
    const { pairs, ...singles } = contracts;
    for (const [name, address] of Object.entries(singles)) lines.push(`  ${name.padEnd(18)} ${address}`);
    for (const [name, address] of Object.entries(pairs)) lines.push(`  pair ${name.padEnd(13)} ${address}`);
  }
  if (devnet.bundler) {
    lines.push('', 'ERC-4337 (same address on every chain; EIP-7702 on: Prague):');
    for (const version of ENTRY_POINT_VERSIONS) {
      const { entryPoint, simpleAccountFactory, paymaster } = ENTRY_POINTS[version];
      lines.push(
        `  EntryPoint v${version}  ${entryPoint}  factory ${simpleAccountFactory}  paymaster ${paymaster}`,
      );
    }
    lines.push(`  Simple7702Account ${SIMPLE_7702_ACCOUNT}`);
    lines.push(
      `  bundler           ${devnet.bundler.url}/bundler/{chainId}   (ERC-4337 JSON-RPC)`,
      `  paymaster         ${devnet.bundler.url}/paymaster/{chainId} (ERC-7677; sponsors up to ${formatEther(SPONSORSHIP_POLICY.maxCost)} ETH an operation)`,
    );
  }
  const funded = devnet.accounts[0];
  if (funded) {
    const holdings = contracts ? '10 000 ETH and tokens on every chain' : '10 000 ETH on every chain';
    lines.push('', `Funded account (anvil #0; ${holdings}):`);
    lines.push(`  address     ${funded.address}`, `  private key ${funded.privateKey}`);
    lines.push(`  (${devnet.accounts.length} accounts from mnemonic "test test … junk")`);
  }
  return lines.join('\n');
}

/** The Bitcoin regtest chain and its first dev account, for the CLI. */
export function describeBitcoinChain(bitcoin: BitcoinChain): string {
  const lines = ['Bitcoin regtest:', `  Esplora API ${bitcoin.esploraUrl}   (POST /mine mines blocks)`];
  const account = bitcoin.accounts[0];
  if (account) {
    lines.push(
      `  payment     ${account.payment.address}  ${account.payment.path}  key ${account.payment.privateKey}`,
      `  ordinal     ${account.ordinal.address}  ${account.ordinal.path}  key ${account.ordinal.privateKey}`,
      `  (${bitcoin.accounts.length} accounts from the same mnemonic; payment 1.611 BTC in 5 coins, ordinal 10 000 sats)`,
    );
  }
  return lines.join('\n');
}
