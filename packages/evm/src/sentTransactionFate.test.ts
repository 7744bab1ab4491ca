// core's watch of a transaction sent from the widget, against a real anvil chain: mined, reverted on the chain,
// and dropped by the node (a nonce gap keeps it unmined, then the pool lets it go).
import { createGangway } from '@gangway/core';
import {
  rpcEndpoints,
  rpcReader,
  SEND_MESSAGES,
  sentTransactions,
  transactionProbe,
  watchSentTransaction,
} from '@gangway/core/internal';
import { devAccounts, jsonRpc } from '@gangway/devnet';
import type { HistoryItem } from '@gangway/protocol';
import { type Hex, toHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../core/src/testing/memoryStorage.ts';
import { evmAdapter } from './evmAdapter.ts';
import { networkOf, testChain } from './test/harness.ts';

/** PUSH1 0 PUSH1 0 REVERT: every call reverts. */
const REVERTER = '0x00000000000000000000000000000000000fa11d';
/** An account no other test sends from: its queued transaction is removed without touching anyone else's. */
const GAPPED = devAccounts()[8]!;

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function setUp() {
  const chain = testChain(1);
  const network = networkOf(chain);
  const gangway = createGangway({
    projectId: 'test',
    networks: [network],
    adapters: [evmAdapter()],
    storage: createMemoryStorage(),
  });
  const rpc = <T>(method: string, params: unknown[] = []) => jsonRpc<T>(chain.rpcUrl, method, params);
  const probe = await transactionProbe(gangway, 'eip155', rpcReader(rpcEndpoints(network)));
  if (!probe) throw new Error('no EVM probe');
  /** How many times each watch said it settled. */
  const settled = new Map<string, number>();
  const watch = (hash: string, droppedAfterMs = probe.droppedAfterMs) => {
    sentTransactions(gangway).getState().add(pendingItem(hash));
    settled.set(hash, 0);
    const onSettled = () => settled.set(hash, (settled.get(hash) ?? 0) + 1);
    stops.push(watchSentTransaction(gangway, hash, { ...probe, droppedAfterMs }, { pollMs: 50, onSettled }));
  };
  const item = (hash: string) =>
    sentTransactions(gangway)
      .getState()
      .items.find((each) => each.id === hash);
  return { gangway, rpc, watch, item, settled };
}

function pendingItem(id: string): HistoryItem {
  return {
    id,
    metadata: {
      minedAt: new Date().toISOString(),
      chain: 'eip155:1' as HistoryItem['metadata']['chain'],
      operationType: 'send',
      status: 'pending',
      sentFrom: '',
      sentTo: '',
    },
    transfers: [],
  };
}

describe('watchSentTransaction on an EVM chain', () => {
  it('settles a mined transaction as confirmed, with no toast, and says so once', async () => {
    const { gangway, rpc, watch, item, settled } = await setUp();
    const from = devAccounts()[7]!.address;
    const hash = await rpc<Hex>('eth_sendTransaction', [{ from, to: from, value: toHex(1n) }]);
    watch(hash);
    await expect.poll(() => item(hash)?.metadata.status).toBe('confirmed');
    expect(gangway.toast.getState().toast).toBeNull();
    expect(settled.get(hash)).toBe(1);
  });

  it('settles a transaction the chain ran and reverted as failed, says so, and keeps the reason', async () => {
    const { gangway, rpc, watch, item } = await setUp();
    await rpc('anvil_setCode', [REVERTER, '0x60006000fd']);
    const from = devAccounts()[7]!.address;
    // A fixed gas limit: with an estimate the node would refuse to send what reverts.
    const hash = await rpc<Hex>('eth_sendTransaction', [{ from, to: REVERTER, gas: toHex(50_000) }]);
    watch(hash);
    await expect.poll(() => item(hash)?.metadata.status).toBe('failed');
    expect(sentTransactions(gangway).getState().failures[hash]).toBe('reverted');
    expect(JSON.stringify(gangway.toast.getState())).toContain(SEND_MESSAGES.TRANSACTION_REVERTED);
  });

  it('settles a transaction the node dropped as failed once it stays unknown, and not before', async () => {
    const { gangway, rpc, watch, item, settled } = await setUp();
    const signer = privateKeyToAccount(GAPPED.privateKey);
    const nonce = Number(await rpc<Hex>('eth_getTransactionCount', [signer.address, 'pending']));
    const gasPrice = BigInt(await rpc<Hex>('eth_gasPrice')) * 2n;
    const raw = await signer.signTransaction({
      chainId: 1,
      nonce: nonce + 7,
      gas: 21_000n,
      gasPrice,
      to: signer.address,
      value: 1n,
      type: 'legacy',
    });
    const hash = await rpc<Hex>('eth_sendRawTransaction', [raw]);
    watch(hash, 400);
    // Held in the pool behind the gap: pending, however long.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(item(hash)?.metadata.status).toBe('pending');
    expect(settled.get(hash)).toBe(0);
    await rpc('anvil_removePoolTransactions', [signer.address]);
    await expect.poll(() => item(hash)?.metadata.status).toBe('failed');
    expect(settled.get(hash)).toBe(1);
    expect(sentTransactions(gangway).getState().failures[hash]).toBe('dropped');
    expect(JSON.stringify(gangway.toast.getState())).toContain(SEND_MESSAGES.TRANSACTION_DROPPED);
  });
});
