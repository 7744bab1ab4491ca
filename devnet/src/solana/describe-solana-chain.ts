import { SOL_PER_ACCOUNT } from './dev-keys.ts';
import type { SolanaDevnetChain } from './start-solana-chain.ts';

/** What the CLI prints about a running Solana chain. */
export function describeSolanaChain(solana: SolanaDevnetChain): string {
  const first = solana.accounts[0];
  const lines = ['Solana (litesvm):', `  rpc ${solana.rpcUrl}   ws ${solana.wsUrl}`];
  for (const mint of Object.values(solana.mints))
    lines.push(`  ${mint.symbol.padEnd(5)} mint ${mint.address} (${mint.decimals} decimals)`);
  if (first) {
    lines.push(`  account #0 ${first.address}  (ed25519 seed ${first.secretKey})`);
    lines.push(
      `  (${solana.accounts.length} accounts from the same mnemonic on m/44'/501'/i'/0', ${SOL_PER_ACCOUNT} SOL and tokens each)`,
    );
  }
  return lines.join('\n');
}
