import type { CaipNetwork, Connector } from '@gangway/core';
import { type AdapterConnection, walletFeature } from '@gangway/core/internal';
import { GangwayError, isSolanaAddress } from '@gangway/protocol';
import type { WalletAccount } from '@wallet-standard/base';
import { walletStandardChain } from '../network/solanaChain.ts';
import { accountsOn, type RuntimeContext } from '../runtime/RuntimeContext.ts';
import { type ConnectFeature, FEATURES } from '../wallet/features.ts';

/** The connection a wallet's accounts make on `network`; refuses accounts off the chain or with bad addresses. */
export function toConnection(
  connector: Connector,
  accounts: readonly WalletAccount[],
  network: CaipNetwork,
): AdapterConnection {
  if (accounts.length === 0) throw new GangwayError('NO_ACCOUNTS', { category: 'CONNECTION_ERROR' });
  const usable = accountsOn(accounts, walletStandardChain(network));
  const [first, ...rest] = usable;
  if (!first) throw new GangwayError('CONNECTOR_UNSUPPORTED_CHAINS', { category: 'CONNECTION_ERROR' });
  if (!usable.every((account) => isSolanaAddress(account.address))) {
    throw new GangwayError(
      'INVALID_RESPONSE',
      { source: 'the wallet (standard:connect)', reason: 'an account address is not a 32-byte base58 key' },
      { category: 'CONNECTION_ERROR' },
    );
  }
  const toAccount = (account: WalletAccount) => ({ address: account.address, type: 'eoa' as const });
  return {
    connectorId: connector.id,
    accounts: [toAccount(first), ...rest.map(toAccount)],
    caipNetworkId: network.caipNetworkId,
  };
}

/** standard:connect (the wallet prompts); a Solana wallet has no current chain, so the connection is on `network`. */
export async function connect(
  ctx: RuntimeContext,
  params: { connector: Connector; network: CaipNetwork },
  options: { silent?: boolean } = {},
): Promise<AdapterConnection> {
  const { connector, network } = params;
  const wallet = ctx.wallet(connector);
  const connectFeature = walletFeature<ConnectFeature>(wallet, FEATURES.connect);
  if (!connectFeature) throw new GangwayError('FAILED_TO_CONNECT', { category: 'CONNECTION_ERROR' });
  const reply = await connectFeature.connect(options.silent ? { silent: true } : undefined);
  const accounts = Array.isArray(reply?.accounts) ? reply.accounts : [];
  const connection = toConnection(connector, accounts, network);
  ctx.track(connector, wallet, walletStandardChain(network));
  return connection;
}

/** A silent standard:connect: null when the wallet no longer grants an account (or is gone). */
export async function reconnect(
  ctx: RuntimeContext,
  params: { connector: Connector; network: CaipNetwork },
): Promise<AdapterConnection | null> {
  try {
    ctx.wallet(params.connector);
  } catch {
    return null;
  }
  try {
    return await connect(ctx, params, { silent: true });
  } catch (error) {
    if (error instanceof GangwayError && error.code === 'NO_ACCOUNTS') return null;
    throw error;
  }
}
