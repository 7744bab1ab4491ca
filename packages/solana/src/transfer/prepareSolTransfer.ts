import type { CaipNetwork } from '@gangway/core';
import { formatUnits } from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';
import type { Address } from '@solana/kit';
import { readRpc } from '../network/solanaRpc.ts';
import { compileTransfer } from './compileTransfer.ts';
import { requireFunds } from './requireFunds.ts';
import { transactionFee } from './transactionFee.ts';
import { solTransferInstructions } from './transferInstructions.ts';

/**
 * The unsigned wire transaction of a SOL transfer, once the network's RPC shows it can land: a new recipient gets at
 * least the rent-exempt minimum, and the sender holds the amount plus the fee.
 */
export function prepareSolTransfer(
  network: CaipNetwork,
  from: Address,
  intent: { to: Address; value: bigint },
): Promise<Uint8Array> {
  const { decimals, symbol } = network.nativeCurrency;
  return readRpc(network, async (rpc, abortSignal) => {
    const [lifetime, balance, recipientBalance, rentExempt] = await Promise.all([
      rpc
        .getLatestBlockhash()
        .send({ abortSignal })
        .then((reply) => reply.value),
      rpc
        .getBalance(from)
        .send({ abortSignal })
        .then((reply) => reply.value),
      rpc
        .getBalance(intent.to)
        .send({ abortSignal })
        .then((reply) => reply.value),
      rpc.getMinimumBalanceForRentExemption(0n).send({ abortSignal }),
    ]);
    if (recipientBalance === 0n && intent.value < rentExempt) {
      throw new GangwayError('INVALID_OPTION', {
        option: 'value',
        reason: `${intent.to} has no account yet, and a new account needs at least ${formatUnits(rentExempt, decimals)} ${symbol}`,
      });
    }
    const compiled = compileTransfer(
      from,
      lifetime,
      solTransferInstructions({ from, to: intent.to, lamports: intent.value }),
    );
    const fee = await transactionFee(rpc, compiled, abortSignal);
    requireFunds({ needed: intent.value + fee, available: balance, decimals, asset: symbol });
    return compiled.wire;
  });
}
