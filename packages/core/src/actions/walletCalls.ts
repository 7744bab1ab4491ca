// EIP-5792 through whatever EVM wallet is connected (injected, WalletConnect, the embedded wallet, a Safe): the host's
// calls go to the wallet's own wallet_sendCalls, all or none by default. A wallet that cannot do what is asked gets
// WALLET_CAPABILITY_UNSUPPORTED before anything is signed; nothing is ever sent call by call in its place.
import { GangwayError, isEvmAddress, RPC_ERROR_CODES } from '@gangway/protocol';
import { walletErrorMessage } from '../adapter/adapterErrors.ts';
import type { GangwayContext } from '../client/GangwayContext.ts';
import { refreshNativeBalance } from './nativeBalance.ts';
import { type ConnectedWallet, connectedWallet } from './walletRequests.ts';

type Hex = `0x${string}`;

/** One call of a batch. */
export interface WalletCall {
  to: string;
  /** In wei; 0 when absent. */
  value?: bigint;
  /** Call data, 0x-prefixed. */
  data?: Hex;
}

export interface SendCallsParams {
  calls: readonly WalletCall[];
  /**
   * All of the calls or none (EIP-5792 `atomicRequired`); default true. With false the wallet may send them one by
   * one, as it decides.
   */
  atomicRequired?: boolean;
  /** EIP-5792 capabilities asked of the wallet for this batch (e.g. `paymasterService`). */
  capabilities?: Readonly<Record<string, unknown>>;
}

export interface SendCallsResult {
  /** The wallet's id of the batch, for getCallsStatus and showCallsStatus. */
  id: string;
  capabilities?: Record<string, unknown>;
}

/** What a wallet can do on one chain: `atomic.status` is 'supported', 'ready' (after an upgrade) or 'unsupported'. */
export type WalletCapabilities = Readonly<Record<string, unknown>> & {
  readonly atomic?: { readonly status?: string };
};

export interface CallsReceipt {
  transactionHash: Hex;
  /** 0x1 success, 0x0 reverted. */
  status: Hex;
  blockHash: Hex;
  blockNumber: Hex;
  gasUsed: Hex;
  logs: readonly unknown[];
}

export interface CallsStatus {
  id: string;
  chainId: Hex;
  /** EIP-5792: 100 pending, 200 confirmed, 400 failed off chain, 500 reverted, 600 partly reverted. */
  status: number;
  /** Whether the wallet ran the calls atomically. */
  atomic: boolean;
  receipts?: readonly CallsReceipt[];
}

interface Eip1193 {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** The EIP-5792 version this module speaks. */
const VERSION = '2.0.0';
const SOURCE = 'the wallet (EIP-5792)';
/** EIP-5792 v1's status names, which some wallets still answer. */
const V1_STATUS: Readonly<Record<string, number>> = { PENDING: 100, CONFIRMED: 200 };

const errorCode = (error: unknown): number | undefined => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'number' ? code : undefined;
};

const unsupported = (capability: string, cause?: unknown) =>
  new GangwayError('WALLET_CAPABILITY_UNSUPPORTED', { capability }, { cause, category: 'WALLET_ERROR' });

interface EvmWallet extends ConnectedWallet {
  provider: Eip1193;
  chainId: Hex;
}

function evmWallet(ctx: GangwayContext): EvmWallet {
  const wallet = connectedWallet(ctx, 'eip155');
  const provider = wallet.connector.provider as Partial<Eip1193> | undefined;
  if (typeof provider?.request !== 'function') {
    throw new GangwayError(
      'CONNECTOR_NOT_FOUND',
      { connectorId: wallet.connector.id },
      { category: 'CONNECTION_ERROR' },
    );
  }
  const chainId = `0x${Number(wallet.network.caipNetworkId.slice('eip155:'.length)).toString(16)}` as Hex;
  return { ...wallet, provider: provider as Eip1193, chainId };
}

/** The catalogue's error for what a wallet answered to an EIP-5792 method. */
function toCallsError(
  error: unknown,
  method: string,
  wallet: EvmWallet,
  asked?: SendCallsParams,
): GangwayError {
  if (error instanceof GangwayError) return error;
  const network = wallet.network.name;
  switch (errorCode(error)) {
    case RPC_ERROR_CODES.USER_REJECTED:
    case RPC_ERROR_CODES.USER_REJECTED_METHODS:
    case RPC_ERROR_CODES.ATOMIC_READY_UPGRADE_REJECTED:
      return new GangwayError('USER_REJECTED', { cause: error, category: 'WALLET_ERROR' });
    case RPC_ERROR_CODES.UNSUPPORTED_METHOD:
    case RPC_ERROR_CODES.METHOD_NOT_FOUND:
      return unsupported(`${method} (EIP-5792)`, error);
    case RPC_ERROR_CODES.UNSUPPORTED_CHAIN_ID:
      return unsupported(`batched calls on ${network}`, error);
    case RPC_ERROR_CODES.ATOMICITY_NOT_SUPPORTED:
      return unsupported(`atomic batches on ${network}`, error);
    case RPC_ERROR_CODES.UNSUPPORTED_NON_OPTIONAL_CAPABILITY:
      return unsupported(
        Object.keys(asked?.capabilities ?? {}).join(', ') || 'a capability asked for',
        error,
      );
  }
  return new GangwayError(
    'WALLET_REQUEST_FAILED',
    { method, reason: walletErrorMessage(error) },
    { cause: error, category: 'WALLET_ERROR' },
  );
}

async function ask(wallet: EvmWallet, method: string, params: readonly unknown[], asked?: SendCallsParams) {
  try {
    return await wallet.provider.request({ method, params });
  } catch (error) {
    throw toCallsError(error, method, wallet, asked);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The capabilities of one chain: the wallet's answer for it over its answer for every chain (`0x0`). */
function chainCapabilities(answer: Record<string, unknown>, chainId: Hex): WalletCapabilities {
  const all = answer['0x0'];
  const own = answer[chainId];
  return { ...(isRecord(all) ? all : {}), ...(isRecord(own) ? own : {}) };
}

async function capabilitiesOf(wallet: EvmWallet, chainIds: readonly Hex[]) {
  const answer = await ask(wallet, 'wallet_getCapabilities', [wallet.address, chainIds]);
  if (!isRecord(answer)) {
    throw new GangwayError('INVALID_RESPONSE', {
      source: SOURCE,
      reason: 'the capabilities are not an object',
    });
  }
  return answer;
}

/**
 * EIP-5792 wallet_getCapabilities of the connected EVM account: what the wallet can do on each chain, keyed by hex
 * chain id (the active network's when `chainIds` is omitted).
 */
export async function getCapabilities(
  ctx: GangwayContext,
  params: { chainIds?: readonly number[] } = {},
): Promise<Record<Hex, WalletCapabilities>> {
  const wallet = evmWallet(ctx);
  const chainIds = params.chainIds?.map((id) => `0x${id.toString(16)}` as Hex) ?? [wallet.chainId];
  const answer = await capabilitiesOf(wallet, chainIds);
  return Object.fromEntries(chainIds.map((id) => [id, chainCapabilities(answer, id)]));
}

function callParam(call: WalletCall, index: number) {
  if (!isEvmAddress(call.to))
    throw new GangwayError('INVALID_OPTION', { option: `calls[${index}].to`, reason: 'not an EVM address' });
  const value = call.value ?? 0n;
  if (typeof value !== 'bigint' || value < 0n)
    throw new GangwayError('INVALID_OPTION', { option: `calls[${index}].value`, reason: 'not a wei amount' });
  if (call.data !== undefined && !/^0x([0-9a-fA-F]{2})*$/.test(call.data))
    throw new GangwayError('INVALID_OPTION', { option: `calls[${index}].data`, reason: 'not hex bytes' });
  return { to: call.to, value: `0x${value.toString(16)}`, ...(call.data ? { data: call.data } : {}) };
}

/**
 * EIP-5792 wallet_sendCalls on the active EVM network, from the connected account. The wallet's capabilities are
 * read first: a wallet without EIP-5792, or without atomic batches when they are required, is refused with
 * WALLET_CAPABILITY_UNSUPPORTED before it is asked to sign anything.
 */
export async function sendCalls(ctx: GangwayContext, params: SendCallsParams): Promise<SendCallsResult> {
  const wallet = evmWallet(ctx);
  if (!Array.isArray(params.calls) || params.calls.length === 0)
    throw new GangwayError('INVALID_OPTION', { option: 'calls', reason: 'no calls to send' });
  const calls = params.calls.map(callParam);
  const atomicRequired = params.atomicRequired ?? true;
  const capabilities = chainCapabilities(await capabilitiesOf(wallet, [wallet.chainId]), wallet.chainId);
  const atomic = capabilities.atomic?.status;
  if (atomicRequired && atomic !== 'supported' && atomic !== 'ready')
    throw unsupported(`atomic batches on ${wallet.network.name}`);
  const answer = await ask(
    wallet,
    'wallet_sendCalls',
    [
      {
        version: VERSION,
        chainId: wallet.chainId,
        from: wallet.address,
        atomicRequired,
        calls,
        ...(params.capabilities ? { capabilities: params.capabilities } : {}),
      },
    ],
    params,
  );
  void refreshNativeBalance(ctx, 'eip155', { force: true });
  // EIP-5792 v1 wallets answer the id alone.
  if (typeof answer === 'string' && answer.length > 0) return { id: answer };
  if (isRecord(answer) && typeof answer.id === 'string' && answer.id.length > 0) {
    return {
      id: answer.id,
      ...(isRecord(answer.capabilities) ? { capabilities: answer.capabilities } : {}),
    };
  }
  throw new GangwayError('INVALID_RESPONSE', { source: SOURCE, reason: 'wallet_sendCalls gave no batch id' });
}

/** EIP-5792 wallet_getCallsStatus of a batch sent with sendCalls. */
export async function getCallsStatus(ctx: GangwayContext, params: { id: string }): Promise<CallsStatus> {
  const wallet = evmWallet(ctx);
  const answer = await ask(wallet, 'wallet_getCallsStatus', [params.id]);
  if (!isRecord(answer))
    throw new GangwayError('INVALID_RESPONSE', {
      source: SOURCE,
      reason: 'the calls status is not an object',
    });
  const status = typeof answer.status === 'string' ? V1_STATUS[answer.status] : answer.status;
  if (typeof status !== 'number' || !Number.isInteger(status))
    throw new GangwayError('INVALID_RESPONSE', {
      source: SOURCE,
      reason: 'the calls status has no status code',
    });
  return {
    id: typeof answer.id === 'string' ? answer.id : params.id,
    chainId: typeof answer.chainId === 'string' ? (answer.chainId as Hex) : wallet.chainId,
    status,
    atomic: answer.atomic === true,
    ...(Array.isArray(answer.receipts) ? { receipts: answer.receipts as CallsReceipt[] } : {}),
  };
}

/** EIP-5792 wallet_showCallsStatus: the wallet shows the batch to the visitor in its own interface. */
export async function showCallsStatus(ctx: GangwayContext, params: { id: string }): Promise<void> {
  await ask(evmWallet(ctx), 'wallet_showCallsStatus', [params.id]);
}
