import type { CaipNetwork, Connector } from '@gangway/core';
import type { AdapterConnection } from '@gangway/core/internal';
import { RPC_TIMEOUT_MS } from '@gangway/protocol';
import type { RuntimeContext } from '../runtime/RuntimeContext.ts';
import { toAdapterConnection } from '../runtime/toAdapterConnection.ts';
import { parseAccountsReply, parseChainIdReply, requireAccounts } from '../wallet/parseReplies.ts';
import { requestWallet } from '../wallet/requestWallet.ts';
import { withTimeout } from '../wallet/withTimeout.ts';

/**
 * Asks the wallet for its accounts (it prompts) and reports the chain it is on, which may be one the app did not
 * request. Replies are checked before wagmi hears of the connection.
 */
export async function connect(
  ctx: RuntimeContext,
  params: { connector: Connector; network: CaipNetwork },
): Promise<AdapterConnection> {
  const wallet = ctx.wallet(params.connector);
  const bridge = ctx.bridge(params.network);
  return bridge.attempt(wallet.id, async () => {
    const accounts = requireAccounts(
      parseAccountsReply(await requestWallet(wallet.provider, 'eth_requestAccounts')),
    );
    const chainId = parseChainIdReply(
      await requestWallet(wallet.provider, 'eth_chainId', undefined, { timeoutMs: RPC_TIMEOUT_MS }),
    );
    const connection = { accounts, chainId };
    await withTimeout(bridge.adopt(wallet, connection), 'The wallet (eth_accounts)', RPC_TIMEOUT_MS);
    return toAdapterConnection(wallet.id, connection);
  });
}
