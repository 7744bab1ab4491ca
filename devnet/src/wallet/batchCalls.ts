// EIP-5792 in the dev wallet, as wallets with EIP-7702 do it: a batch is one transaction from the account to itself
// calling Simple7702Account's executeBatch, the account delegated to it (by an authorization in that same
// transaction the first time). All of the calls or none: one reverting call reverts the transaction, and a batch
// whose simulation reverts is refused before it is shown, so nothing of it is sent.
import {
  type Address,
  concat,
  encodeAbiParameters,
  type Hex,
  numberToHex,
  type PrivateKeyAccount,
} from 'viem';
import {
  EXECUTE_BATCH_PARAMETERS,
  EXECUTE_BATCH_SELECTOR,
  SIMPLE_7702_ACCOUNT,
} from '../account-abstraction/simple7702Account.ts';
import { JsonRpcError, jsonRpc } from '../json-rpc.ts';
import { internalError } from './errors.ts';
import type { BatchCall } from './params.ts';
import { signAndSendTransaction } from './transactions.ts';
import type { DevWalletChain } from './types.ts';

/** EIP-7702's delegation designator: the code of an account delegated to `to`. */
const delegationCode = (to: Address): Hex => concat(['0xef0100', to]).toLowerCase() as Hex;
/** What an authorization in the transaction adds to its gas (EIP-7702 PER_EMPTY_ACCOUNT_COST). */
const AUTHORIZATION_GAS = 25_000n;

/** EIP-5792 atomic status of an account on a chain: delegated already, able to be, or not. */
export type AtomicStatus = 'supported' | 'ready' | 'unsupported';

export async function atomicStatus(chain: DevWalletChain, account: Address): Promise<AtomicStatus> {
  const [implementation, code] = await Promise.all([
    jsonRpc<Hex>(chain.rpcUrl, 'eth_getCode', [SIMPLE_7702_ACCOUNT, 'latest']),
    jsonRpc<Hex>(chain.rpcUrl, 'eth_getCode', [account, 'latest']),
  ]);
  if (implementation === '0x') return 'unsupported';
  if (code.toLowerCase() === delegationCode(SIMPLE_7702_ACCOUNT)) return 'supported';
  // An account with contract code of its own (not a delegation) cannot be delegated.
  return code === '0x' || code.toLowerCase().startsWith('0xef0100') ? 'ready' : 'unsupported';
}

/** executeBatch(calls), encoded by hand: viem's encodeFunctionData would bring its ABI parser into the bundle. */
export const executeBatchData = (calls: readonly BatchCall[]): Hex =>
  concat([
    EXECUTE_BATCH_SELECTOR,
    encodeAbiParameters(EXECUTE_BATCH_PARAMETERS, [
      calls.map((call) => ({ target: call.to, value: call.value, data: call.data })),
    ]),
  ]);

/**
 * Runs the batch in a simulation, the account delegated by a state override: the gas it needs, or the node's revert
 * (a ProviderRpcError-shaped JsonRpcError) when any call fails.
 */
export async function simulateBatch(chain: DevWalletChain, account: Address, data: Hex): Promise<bigint> {
  const call = { from: account, to: account, data };
  const override = { [account]: { code: delegationCode(SIMPLE_7702_ACCOUNT) } };
  await jsonRpc(chain.rpcUrl, 'eth_call', [call, 'latest', override]);
  try {
    return BigInt(await jsonRpc<Hex>(chain.rpcUrl, 'eth_estimateGas', [call, 'latest', override]));
  } catch (error) {
    if (error instanceof JsonRpcError) throw error;
    throw internalError('The dev wallet could not estimate the batch.', { cause: String(error) });
  }
}

/**
 * Sends the batch's executeBatch `data` with the `gas` its simulation needed (and the delegation when `status` is
 * 'ready'); the transaction hash is the batch id.
 */
export async function sendBatch(
  signer: PrivateKeyAccount,
  chain: DevWalletChain,
  batch: { data: Hex; gas: bigint; status: Exclude<AtomicStatus, 'unsupported'> },
): Promise<Hex> {
  const { data, gas, status } = batch;
  if (status === 'supported') {
    return signAndSendTransaction(signer, chain, { from: signer.address, to: signer.address, data, gas });
  }
  const nonce = Number(
    BigInt(await jsonRpc<Hex>(chain.rpcUrl, 'eth_getTransactionCount', [signer.address, 'pending'])),
  );
  // The sender is the authority: its nonce has moved past the transaction's by the time the authorization is read.
  const authorization = await signer.signAuthorization({
    address: SIMPLE_7702_ACCOUNT,
    chainId: chain.chainId,
    nonce: nonce + 1,
  });
  return signAndSendTransaction(
    signer,
    chain,
    { from: signer.address, to: signer.address, data, gas: gas + AUTHORIZATION_GAS, nonce },
    {},
    [authorization],
  );
}

interface TransactionReceipt {
  status: Hex;
  blockHash: Hex;
  blockNumber: Hex;
  gasUsed: Hex;
  transactionHash: Hex;
  logs: unknown[];
}

/** EIP-5792 wallet_getCallsStatus of a batch: pending (100), confirmed (200), reverted (500); null if unknown. */
export async function batchStatus(chain: DevWalletChain, id: Hex) {
  const [transaction, receipt] = await Promise.all([
    jsonRpc<unknown>(chain.rpcUrl, 'eth_getTransactionByHash', [id]),
    jsonRpc<TransactionReceipt | null>(chain.rpcUrl, 'eth_getTransactionReceipt', [id]),
  ]);
  if (!transaction) return null;
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(chain.chainId),
    atomic: true,
    status: receipt ? (receipt.status === '0x1' ? 200 : 500) : 100,
    ...(receipt
      ? {
          receipts: [
            {
              logs: receipt.logs,
              status: receipt.status,
              blockHash: receipt.blockHash,
              blockNumber: receipt.blockNumber,
              gasUsed: receipt.gasUsed,
              transactionHash: receipt.transactionHash,
            },
          ],
        }
      : {}),
  };
}
