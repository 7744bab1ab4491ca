// Which chain configuration fields each namespace takes: a chain is read over JSON-RPC (eip155, solana) or
// over an Esplora API (bip122); ERC20 tokens, Uniswap prices and ERC-4337 bundlers are EVM things, mints Solana
// ones.
import { isSolanaAddress } from '@gangway/protocol';
import type * as z from 'zod/mini';
import { knownBitcoinNetwork } from '../chains/bitcoinNetworks.ts';
import type { ChainConfig } from './configSchema.ts';

type Namespace = 'eip155' | 'solana' | 'bip122';
type Field = Exclude<keyof ChainConfig, 'name' | 'nativeCurrency' | 'prices'>;

const FIELDS: Readonly<Record<Namespace, { required: Field; allowed: readonly Field[] }>> = {
  eip155: {
    required: 'rpcUrls',
    allowed: ['rpcUrls', 'tokens', 'nftCollections', 'history', 'bundlerUrl', 'paymasterUrl', 'swap'],
  },
  solana: { required: 'rpcUrls', allowed: ['rpcUrls', 'mints'] },
  bip122: { required: 'esploraUrls', allowed: ['esploraUrls', 'network'] },
};

/** A fixed price's key, per namespace ("native" is always one). */
const PRICE_KEYS: Readonly<Record<Namespace, { test(key: string): boolean; what: string }>> = {
  eip155: { test: (key) => key.startsWith('0x'), what: 'an ERC20 address' },
  solana: { test: isSolanaAddress, what: 'a mint address' },
  bip122: { test: () => false, what: 'nothing else' },
};

export function checkChainFields(
  chains: Record<string, ChainConfig>,
  context: z.core.$RefinementCtx<Record<string, ChainConfig>>,
): void {
  const issue = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path, message });
  for (const [id, chain] of Object.entries(chains)) {
    const namespace = id.slice(0, id.indexOf(':')) as Namespace;
    const rules = FIELDS[namespace];
    if (chain[rules.required] === undefined) issue([id, rules.required], `required on ${namespace} chains`);
    for (const field of [
      'rpcUrls',
      'esploraUrls',
      'network',
      'tokens',
      'nftCollections',
      'mints',
      'history',
      'bundlerUrl',
      'paymasterUrl',
      'swap',
    ] as const) {
      if (chain[field] !== undefined && !rules.allowed.includes(field))
        issue([id, field], `${namespace} chains take no ${field}`);
    }
    if (namespace === 'bip122' && !chain.network && !knownBitcoinNetwork(id))
      issue([id, 'network'], 'required: the chain id is not a known Bitcoin network');
    if (chain.history?.index === false && chain.history.api === undefined)
      issue([id, 'history', 'api'], 'required when index is false: where else would history come from');
    if (chain.prices?.source === 'uniswapV2' && namespace !== 'eip155')
      issue([id, 'prices', 'source'], 'uniswapV2 prices only exist on eip155 chains');
    if (chain.prices?.source === 'fixed') {
      for (const key of Object.keys(chain.prices.prices)) {
        if (key !== 'native' && !PRICE_KEYS[namespace].test(key))
          issue(
            [id, 'prices', 'prices', key],
            `on ${namespace} chains a price key is "native" or ${PRICE_KEYS[namespace].what}`,
          );
      }
    }
  }
}
