// The Safe as an EIP-1193 provider for the adapter and wagmi: accounts and chain from getSafeInfo, transactions
// proposed to the Safe (sendTransactions) and followed until the owners execute them, reads through the parent's RPC.
import { ProviderRpcError, parseEvmAddress, RPC_ERROR_CODES } from '@gangway/protocol';
import type { Eip1193Provider } from '../types.ts';
import { type SafeChannel, SafeReplyError } from './safeChannel.ts';
import { parseSafeTxHash, parseTransactionState, type SafeInfo } from './safeMessages.ts';

/** How often a proposal's state is asked for while the owners confirm and execute it. */
export const SAFE_POLL_INTERVAL_MS = 1_000;
/** Error replies in a row after which following a proposal gives up (the parent is answering, but not about it). */
const MAX_FAILED_POLLS = 5;

/** Methods answered from the Safe's own state or the protocol's requests; anything else read-only goes to rpcCall. */
const SIGNING_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_signTransaction',
]);

/** Reads a Safe App may pass through its parent's node. */
const READ_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
]);

function rpcError(code: number, message: string): ProviderRpcError {
  return new ProviderRpcError(code, message);
}

/** A Safe's refusal as EIP-1193 says: a rejection by its owners is 4001, anything else an internal error. */
function fromSafe(error: unknown): unknown {
  if (!(error instanceof SafeReplyError)) return error;
  const rejected = /reject/i.test(error.message);
  return rpcError(rejected ? RPC_ERROR_CODES.USER_REJECTED : RPC_ERROR_CODES.INTERNAL, error.message);
}

type SafeCall = { to: `0x${string}`; value: string; data: `0x${string}` };

function transactionCall(params: unknown): SafeCall {
  const [call] = Array.isArray(params) ? params : [];
  return safeCall(call);
}

function safeCall(call: unknown): SafeCall {
  if (typeof call !== 'object' || call === null)
    throw rpcError(RPC_ERROR_CODES.INVALID_PARAMS, 'eth_sendTransaction needs a transaction object');
  const { to, value, data } = call as { to?: unknown; value?: unknown; data?: unknown };
  const target = typeof to === 'string' ? parseEvmAddress(to) : undefined;
  if (!target)
    throw rpcError(RPC_ERROR_CODES.INVALID_PARAMS, 'eth_sendTransaction: `to` is not an EVM address');
  if (value !== undefined && (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)))
    throw rpcError(RPC_ERROR_CODES.INVALID_PARAMS, 'eth_sendTransaction: `value` is not a hex quantity');
  if (data !== undefined && (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data)))
    throw rpcError(RPC_ERROR_CODES.INVALID_PARAMS, 'eth_sendTransaction: `data` is not hex bytes');
  return {
    to: target,
    value: BigInt(value ?? '0x0').toString(),
    data: (data ?? '0x') as `0x${string}`,
  };
}

/** EIP-5792 wallet_sendCalls: the calls of the batch, on the Safe's chain. */
function batchCalls(params: unknown, chainIdHex: string): SafeCall[] {
  const [batch] = Array.isArray(params) ? params : [];
  const { chainId, calls } = (batch ?? {}) as { chainId?: unknown; calls?: unknown };
  if (typeof chainId === 'string' && chainId.toLowerCase() !== chainIdHex)
    throw rpcError(RPC_ERROR_CODES.UNSUPPORTED_CHAIN_ID, `This Safe sends calls on chain ${chainIdHex} only`);
  if (!Array.isArray(calls) || calls.length === 0)
    throw rpcError(RPC_ERROR_CODES.INVALID_PARAMS, 'wallet_sendCalls needs a list of calls');
  return calls.map(safeCall);
}

/** EIP-5792 status codes of a proposal's states: pending, confirmed, failed off chain, reverted. */
const CALLS_STATUS = {
  AWAITING_CONFIRMATIONS: 100,
  AWAITING_EXECUTION: 100,
  SUCCESS: 200,
  CANCELLED: 400,
  FAILED: 500,
} as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSafeProvider(
  channel: SafeChannel,
  info: SafeInfo,
): Eip1193Provider & { on(): void; removeListener(): void } {
  const chainIdHex = `0x${info.chainId.toString(16)}`;

  /** Follows a proposal until the Safe executes it; the on-chain hash is what the page gets. */
  async function executed(safeTxHash: `0x${string}`): Promise<`0x${string}`> {
    let failed = 0;
    for (;;) {
      try {
        const state = parseTransactionState(await channel.request('getTxBySafeTxHash', { safeTxHash }));
        failed = 0;
        if (state.txStatus === 'SUCCESS' && state.txHash) return state.txHash;
        if (state.txStatus === 'CANCELLED')
          throw rpcError(RPC_ERROR_CODES.USER_REJECTED, `The Safe's owners cancelled ${safeTxHash}`);
        if (state.txStatus === 'FAILED')
          throw rpcError(RPC_ERROR_CODES.INTERNAL, `The Safe executed ${safeTxHash} and it failed`);
      } catch (error) {
        if (!(error instanceof SafeReplyError)) throw error;
        failed += 1;
        if (failed >= MAX_FAILED_POLLS) throw fromSafe(error);
      }
      await pause(SAFE_POLL_INTERVAL_MS);
    }
  }

  async function request({ method, params }: { method: string; params?: readonly unknown[] | object }) {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [info.safeAddress];
      case 'eth_chainId':
        return chainIdHex;
      case 'net_version':
        return String(info.chainId);
      case 'wallet_switchEthereumChain': {
        const [target] = Array.isArray(params) ? params : [];
        const chainId = (target as { chainId?: unknown } | undefined)?.chainId;
        if (typeof chainId === 'string' && chainId.toLowerCase() === chainIdHex) return null;
        throw rpcError(RPC_ERROR_CODES.UNRECOGNIZED_CHAIN, `This Safe is on chain ${info.chainId} only`);
      }
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [{ parentCapability: 'eth_accounts' }];
      case 'wallet_revokePermissions':
        return null;
      case 'eth_sendTransaction': {
        const call = transactionCall(params);
        try {
          const safeTxHash = parseSafeTxHash(await channel.request('sendTransactions', { txs: [call] }));
          return await executed(safeTxHash);
        } catch (error) {
          throw fromSafe(error);
        }
      }
      // EIP-5792: a batch is one proposal of all its calls, which the Safe executes together (MultiSend).
      case 'wallet_getCapabilities':
        return { [chainIdHex]: { atomic: { status: 'supported' } } };
      case 'wallet_sendCalls': {
        const calls = batchCalls(params, chainIdHex);
        try {
          return { id: parseSafeTxHash(await channel.request('sendTransactions', { txs: calls })) };
        } catch (error) {
          throw fromSafe(error);
        }
      }
      case 'wallet_getCallsStatus': {
        const [id] = Array.isArray(params) ? params : [];
        if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
          throw rpcError(RPC_ERROR_CODES.UNKNOWN_BUNDLE_ID, 'Not a batch this Safe proposed');
        try {
          const state = parseTransactionState(await channel.request('getTxBySafeTxHash', { safeTxHash: id }));
          const receipt =
            state.txHash &&
            (await channel.request('rpcCall', { call: 'eth_getTransactionReceipt', params: [state.txHash] }));
          return {
            version: '2.0.0',
            id,
            chainId: chainIdHex,
            atomic: true,
            status: CALLS_STATUS[state.txStatus],
            ...(receipt ? { receipts: [receipt] } : {}),
          };
        } catch (error) {
          throw fromSafe(error);
        }
      }
      default:
        if (SIGNING_METHODS.has(method) || !READ_METHODS.has(method))
          throw rpcError(RPC_ERROR_CODES.UNSUPPORTED_METHOD, `The Safe connector does not support ${method}`);
        try {
          return await channel.request('rpcCall', { call: method, params: params ?? [] });
        } catch (error) {
          throw fromSafe(error);
        }
    }
  }

  return {
    request,
    // The Safe's account and chain do not change while the app is open in it.
    on: () => undefined,
    removeListener: () => undefined,
  };
}
