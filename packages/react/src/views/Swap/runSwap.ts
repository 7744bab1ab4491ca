// The swap itself, through the connected wallet: the allowance checked, an approval of exactly what the swap may
// sell sent and mined first when it falls short, then the swap; Activity lists it pending until the chain says how
// it ended. A step the visitor rejects, or an approval that fails, stops here with nothing swapped.
import type { CaipNetwork, Gangway } from '@gangway/core';
import {
  rpcReader,
  type SwapApi,
  sentSwapItem,
  sentTransactions,
  transactionProbe,
} from '@gangway/core/internal';
import type {
  ConvertBuildTransactionResponse,
  SwapKind,
  SwapToken,
  SwapTransaction,
} from '@gangway/protocol';
import { followSentTransaction, networkEndpoints } from '../Send/networkReads.ts';

/** How often an approval's fate is asked while the swap waits for it. */
const APPROVAL_POLL_MS = 1_000;
/** How long the swap waits for its approval to be mined. */
const APPROVAL_WAIT_MS = 5 * 60 * 1_000;

export type SwapStep = 'approving' | 'approvalPending' | 'swapping';

export class ApprovalFailedError extends Error {
  override readonly name = 'ApprovalFailedError';
}

export interface SwapPlan {
  api: SwapApi;
  network: CaipNetwork;
  address: string;
  from: SwapToken;
  to: SwapToken;
  amount: bigint;
  kind: SwapKind;
  slippagePercent: number;
}

export async function runSwap(
  gangway: Gangway,
  plan: SwapPlan,
  onStep: (step: SwapStep) => void,
): Promise<{ hash: string; built: ConvertBuildTransactionResponse }> {
  const { api, network, address, from, to, amount, kind, slippagePercent } = plan;
  const request = { from: from.address, to: to.address, amount, kind, userAddress: address };
  const { allowance } = await api.allowance(from.address, address);
  // Before the approval is mined the chain cannot estimate the swap: first built without an estimate, to learn what
  // it may sell.
  let built = await api.buildSwap({ ...request, slippagePercent, disableEstimate: true });
  if (allowance < BigInt(built.maximumSold)) {
    onStep('approving');
    const approval = await api.buildApprove({
      from: from.address,
      to: to.address,
      amount: BigInt(built.maximumSold),
      userAddress: address,
    });
    const approvalHash = await send(gangway, approval);
    onStep('approvalPending');
    await waitForApproval(gangway, network, approvalHash);
  }
  // Sent with the server's estimate and its margin (withGasMargin): a wallet's own estimate can fall short of what a
  // pair's first trade in a new second writes.
  built = await api.buildSwap({ ...request, slippagePercent, disableEstimate: false });
  onStep('swapping');
  const hash = await send(gangway, built.tx);
  sentTransactions(gangway)
    .getState()
    .add(
      sentSwapItem({
        id: hash,
        chain: network.caipNetworkId,
        from: address,
        to: built.tx.to,
        sold: { token: from, amount: BigInt(built.fromAmount) },
        bought: { token: to, amount: BigInt(built.toAmount) },
      }),
    );
  void followSentTransaction(gangway, network, hash);
  return { hash, built };
}

function send(gangway: Gangway, tx: SwapTransaction): Promise<string> {
  return gangway.sendTransaction({
    namespace: 'eip155',
    to: tx.to,
    value: BigInt(tx.value),
    data: tx.data as `0x${string}`,
    gas: BigInt(tx.eip155.gas),
  });
}

async function waitForApproval(gangway: Gangway, network: CaipNetwork, hash: string): Promise<void> {
  const probe = await transactionProbe(
    gangway,
    'eip155',
    rpcReader(await networkEndpoints(gangway, network)),
  );
  if (!probe) throw new ApprovalFailedError('no way to follow the approval on this network');
  const deadline = Date.now() + APPROVAL_WAIT_MS;
  while (Date.now() < deadline) {
    const fate = await probe.fate(hash).catch(() => 'unknown' as const);
    if (fate === 'confirmed') return;
    if (fate === 'reverted') throw new ApprovalFailedError('the approval reverted');
    await new Promise((resolve) => setTimeout(resolve, APPROVAL_POLL_MS));
  }
  throw new ApprovalFailedError('the approval was not mined in time');
}
