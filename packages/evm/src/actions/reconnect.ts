import type { CaipNetwork, Connector } from '@gangway/core';
import type { AdapterConnection } from '@gangway/core/internal';
import { RPC_ERROR_CODES, RPC_TIMEOUT_MS } from '@gangway/protocol';
import { isEvmConnector, type RuntimeContext } from '../runtime/RuntimeContext.ts';
import { toAdapterConnection } from '../runtime/toAdapterConnection.ts';
import type { Eip1193Provider } from '../types.ts';
import { parseAccountsReply, parseChainIdReply, requireAccounts } from '../wallet/parseReplies.ts';
import { requestWallet } from '../wallet/requestWallet.ts';
import { walletErrorCode } from '../wallet/walletErrors.ts';
import { withTimeout } from '../wallet/withTimeout.ts';

async function authorisedAccounts(provider: Eip1193Provider) {
  try {
    return parseAccountsReply(
      await requestWallet(provider, 'eth_accounts', undefined, { timeoutMs: RPC_TIMEOUT_MS }),
    );
  } catch (error) {
    if (walletErrorCode(error) === RPC_ERROR_CODES.UNAUTHORIZED) return [];
    throw error;
  }
}

/** Restores a connection without prompting (eth_accounts); null when the wallet is gone or no longer grants access. */
export async function reconnect(
  ctx: RuntimeContext,
  params: { connector: Connector; network: CaipNetwork },
): Promise<AdapterConnection | null> {
  const { connector: wallet, network } = params;
  if (!isEvmConnector(wallet)) return null;
  const bridge = ctx.bridge(network);
  return bridge.attempt(wallet.id, async () => {
    const authorised = await authorisedAccounts(wallet.provider);
    if (authorised.length === 0) {
      await bridge.release(wallet.id);
      return null;
    }
    const chainId = parseChainIdReply(
      await requestWallet(wallet.provider, 'eth_chainId', undefined, { timeoutMs: RPC_TIMEOUT_MS }),
    );
    const connection = { accounts: requireAccounts(authorised), chainId };
    await withTimeout(bridge.adopt(wallet, connection), 'The wallet (eth_accounts)', RPC_TIMEOUT_MS);
    return toAdapterConnection(wallet.id, connection);
  });
}
