// The EVM family's Send support (core's FamilyTransfers, carried by the runtime): native and ERC-20 transfers, their
// fee, and what the node says of a sent transaction, all over the JSON-RPC reader core hands in (gangway-server's
// RPC proxy first), not the runtime's clients.
import type { FamilyTransfers } from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';
import { erc20TransferData } from './erc20TransferData.ts';

/**
 * What "Max" keeps per unit of the shown EVM fee: a wallet sets its max fee per gas above the current price (viem:
 * twice the base fee), and a node refuses a transaction whose gas limit × max fee exceeds the balance.
 */
export const EVM_FEE_RESERVE_FACTOR = 2n;

/** How long a node may not know a sent transaction before it counts as dropped: its pool evicts what it forgets. */
const DROPPED_AFTER_MS = 15_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A hex quantity answer as a bigint; INVALID_RESPONSE otherwise. */
function hexQuantity(method: string, result: unknown): bigint {
  if (typeof result !== 'string' || !/^0x[0-9a-f]+$/i.test(result)) {
    throw new GangwayError(
      'INVALID_RESPONSE',
      { source: `the RPC endpoint (${method})`, reason: 'no hex quantity in the answer' },
      { category: 'NETWORK_ERROR' },
    );
  }
  return BigInt(result);
}

export const evmTransfers: FamilyTransfers<'eip155'> = {
  transfer(receiver, amount, token) {
    return token === undefined
      ? { to: receiver, value: amount }
      : { to: token, value: 0n, data: erc20TransferData(receiver, amount) };
  },

  async estimateFee(rpc, from, transfer) {
    const call = {
      from,
      to: transfer.to,
      value: `0x${transfer.value.toString(16)}`,
      ...(transfer.data ? { data: transfer.data } : {}),
    };
    const [gas, price] = await Promise.all([
      rpc.call('eth_estimateGas', [call]).then((result) => hexQuantity('eth_estimateGas', result)),
      rpc.call('eth_gasPrice', []).then((result) => hexQuantity('eth_gasPrice', result)),
    ]);
    return { fee: gas * price, reserve: gas * price * EVM_FEE_RESERVE_FACTOR };
  },

  probe: (rpc) => ({
    droppedAfterMs: DROPPED_AFTER_MS,
    async fate(hash) {
      const receipt = await rpc.call('eth_getTransactionReceipt', [hash]);
      if (isObject(receipt) && typeof receipt.blockNumber === 'string') {
        return receipt.status === '0x0' ? 'reverted' : 'confirmed';
      }
      const known = await rpc.call('eth_getTransactionByHash', [hash]);
      return isObject(known) ? 'pending' : 'unknown';
    },
  }),
};
