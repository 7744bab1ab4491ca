// What a network's node knows of a transaction sent from the widget, per family: mined (and how it ended), still
// waiting, or unknown (never heard of, or forgotten: dropped).
import type { ChainNamespace } from '../caip/namespaces.ts';
import type { RpcReader } from '../rpc/readRpc.ts';

export type TransactionFate = 'pending' | 'confirmed' | 'reverted' | 'unknown';

export interface TransactionProbe {
  fate(id: string): Promise<TransactionFate>;
  /**
   * How long the node may not know the transaction before it counts as dropped: on EVM a node forgets what its
   * pool evicts; a Solana transaction whose blockhash expired (about 150 blocks, 60–90 s) can never land.
   */
  droppedAfterMs: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function evmProbe(rpc: RpcReader): TransactionProbe {
  return {
    droppedAfterMs: 15_000,
    async fate(hash) {
      const receipt = await rpc.call('eth_getTransactionReceipt', [hash]);
      if (isObject(receipt) && typeof receipt.blockNumber === 'string') {
        return receipt.status === '0x0' ? 'reverted' : 'confirmed';
      }
      const known = await rpc.call('eth_getTransactionByHash', [hash]);
      return isObject(known) ? 'pending' : 'unknown';
    },
  };
}

function solanaProbe(rpc: RpcReader): TransactionProbe {
  return {
    droppedAfterMs: 90_000,
    async fate(signature) {
      const answer = await rpc.call('getSignatureStatuses', [
        [signature],
        { searchTransactionHistory: true },
      ]);
      const status = isObject(answer) && Array.isArray(answer.value) ? answer.value[0] : undefined;
      if (!isObject(status)) return 'unknown';
      if (status.err !== null && status.err !== undefined) return 'reverted';
      return status.confirmationStatus === 'processed' ? 'pending' : 'confirmed';
    },
  };
}

/** The probe of a family whose transactions the widget sends (SPEC §5: EVM and Solana), else undefined. */
export function transactionProbe(namespace: ChainNamespace, rpc: RpcReader): TransactionProbe | undefined {
  if (namespace === 'eip155') return evmProbe(rpc);
  if (namespace === 'solana') return solanaProbe(rpc);
  return undefined;
}
