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
  const funded = devnet.accounts[0];
  if (funded) {
    const holdings = contracts ? '10 000 ETH and tokens on every chain' : '10 000 ETH on every chain';
    lines.push('', `Funded account (anvil #0; ${holdings}):`);
    lines.push(`  address     ${funded.address}`, `  private key ${funded.privateKey}`);
    lines.push(`  (${devnet.accounts.length} accounts from mnemonic "test test … junk")`);
  }
  return lines.join('\n');
}
