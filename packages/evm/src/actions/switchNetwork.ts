import type { CaipNetwork, Connector } from '@gangway/core';
import { toRequestError } from '@gangway/core/internal';
import { GangwayError, RPC_ERROR_CODES, RPC_TIMEOUT_MS } from '@gangway/protocol';
import { addEthereumChainParameters } from '../network/addEthereumChainParameters.ts';
import { evmChainId, toHexChainId } from '../network/evmChainId.ts';
import type { RuntimeContext } from '../runtime/RuntimeContext.ts';
import type { Eip1193Provider } from '../types.ts';
import { parseChainIdReply } from '../wallet/parseReplies.ts';
import { requestWallet } from '../wallet/requestWallet.ts';
import { isUnrecognizedChain, isUserRejection, walletErrorCode } from '../wallet/walletErrors.ts';

async function switchOrAdd(provider: Eip1193Provider, network: CaipNetwork): Promise<void> {
  const switchParams = [{ chainId: toHexChainId(evmChainId(network)) }];
  try {
    await requestWallet(provider, 'wallet_switchEthereumChain', switchParams);
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw error;
    await requestWallet(provider, 'wallet_addEthereumChain', [addEthereumChainParameters(network)]);
    // Adding does not always switch (the user may decline that part): ask once more.
    await requestWallet(provider, 'wallet_switchEthereumChain', switchParams);
  }
}

function toSwitchError(error: unknown): GangwayError {
  const code = walletErrorCode(error);
  if (code === RPC_ERROR_CODES.UNSUPPORTED_METHOD || isUnrecognizedChain(error)) {
    return new GangwayError('CHAIN_NOT_SUPPORTED', { cause: error, category: 'WALLET_ERROR' });
  }
  return toRequestError(error, isUserRejection, 'wallet_switchEthereumChain');
}

/** wallet_switchEthereumChain; a chain the wallet does not know is added (SPEC §7's parameters), then switched to. */
export async function switchNetwork(
  ctx: RuntimeContext,
  params: { connector: Connector; network: CaipNetwork },
): Promise<void> {
  const { connector, network } = params;
  try {
    const { provider } = ctx.wallet(connector);
    const target = evmChainId(network);
    await switchOrAdd(provider, network);
    const current = parseChainIdReply(
      await requestWallet(provider, 'eth_chainId', undefined, { timeoutMs: RPC_TIMEOUT_MS }),
    );
    ctx.existingBridge()?.syncChainId(connector.id, current);
    if (current !== target) {
      throw new GangwayError(
        'INVALID_RESPONSE',
        {
          source: 'the wallet (wallet_switchEthereumChain)',
          reason: `it reported success but is on chain ${current}`,
        },
        { category: 'WALLET_ERROR' },
      );
    }
  } catch (error) {
    throw toSwitchError(error);
  }
}
