// An account address as a chain of its namespace writes it (SPEC §5), in the canonical form the server keys
// balances by: EVM in lower case, Solana base58 as is, Bitcoin per the chain's network (segwit in lower case).
import { isSolanaAddress, parseEvmAddress } from '@gangway/protocol';
import type { ResolvedChainConfig } from '../config/resolveConfig.ts';
import { parseBitcoinAddress } from './bitcoinAddress.ts';

export function parseAccountAddress(
  chain: Pick<ResolvedChainConfig, 'id' | 'network'>,
  value: string,
): string | null {
  const namespace = chain.id.slice(0, chain.id.indexOf(':'));
  if (namespace === 'eip155') return parseEvmAddress(value);
  if (namespace === 'solana') return isSolanaAddress(value) ? value : null;
  if (namespace === 'bip122' && chain.network) return parseBitcoinAddress(value, chain.network);
  return null;
}
