import { type Address, type Hex, isAddress, isHex, type TypedDataDefinition, validateTypedData } from 'viem';
import { invalidParams } from './errors.ts';
import type { NativeCurrency } from './types.ts';

/** A bad value as text for an error message; never throws, whatever the value (String() can). */
function received(value: unknown): string {
  try {
    return (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))).slice(0, 200);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

// MetaMask's upper bound for chain ids (the largest safe integer / 2 - 36).
const MAX_SAFE_CHAIN_ID = 4_503_599_627_370_476;
const STRICT_CHAIN_ID = /^0x[1-9a-f][0-9a-f]*$/i;
const QUANTITY = /^0x[0-9a-f]+$/i;

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function paramsArray(method: string, params: unknown, minLength: number): unknown[] {
  if (!Array.isArray(params) || params.length < minLength) {
    throw invalidParams(`${method} expects an array of at least ${minLength} parameter(s).`);
  }
  return params;
}

function singleObjectParam(method: string, params: unknown): JsonObject {
  const [first] = paramsArray(method, params, 1);
  if (!isObject(first)) throw invalidParams(`${method} expects an object as its first parameter.`);
  return first;
}

function rejectUnexpectedKeys(object: JsonObject, allowed: readonly string[]): void {
  const unexpected = Object.keys(object).filter((key) => !allowed.includes(key));
  if (unexpected.length > 0) {
    throw invalidParams(
      `Received unexpected keys on object parameter. Unsupported keys: ${unexpected.join(', ')}`,
    );
  }
}

/** A chain id as EIP-3085/3326 require it: 0x-prefixed hex, no leading zeros, in range. */
export function parseChainIdHex(value: unknown, field = 'chainId'): number {
  if (typeof value !== 'string' || !STRICT_CHAIN_ID.test(value)) {
    throw invalidParams(
      `Expected 0x-prefixed, unpadded, non-zero hexadecimal string '${field}'. Received: ${received(value)}`,
    );
  }
  const chainId = Number.parseInt(value, 16);
  if (chainId > MAX_SAFE_CHAIN_ID) {
    throw invalidParams(`Invalid ${field} "${value}": numerical value greater than max safe value.`);
  }
  return chainId;
}

export function parseSwitchChainParams(params: unknown): number {
  const request = singleObjectParam('wallet_switchEthereumChain', params);
  rejectUnexpectedKeys(request, ['chainId']);
  return parseChainIdHex(request.chainId);
}

export interface AddChainRequest {
  chainId: number;
  chainName: string;
  rpcUrls: string[];
  nativeCurrency: NativeCurrency;
  blockExplorerUrls: string[];
  iconUrls: string[];
}

function urlList(value: unknown, field: string, required: boolean, protocols: readonly string[]): string[] {
  if (value === undefined || value === null) {
    if (required) throw invalidParams(`Expected an array with at least one valid string URL for '${field}'.`);
    return [];
  }
  if (!Array.isArray(value) || (required && value.length === 0)) {
    throw invalidParams(
      `Expected an array${required ? ' with at least one valid string URL' : ' of URLs'} for '${field}'.`,
    );
  }
  return value.map((entry) => {
    if (typeof entry !== 'string')
      throw invalidParams(`Expected string URLs in '${field}'. Received: ${received(entry)}`);
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw invalidParams(`Invalid URL in '${field}': ${entry}`);
    }
    if (!protocols.includes(url.protocol)) {
      throw invalidParams(`URLs in '${field}' must use ${protocols.join(' or ')}. Received: ${entry}`);
    }
    return entry;
  });
}

function parseNativeCurrency(value: unknown): NativeCurrency {
  if (value === undefined) return { name: 'Ether', symbol: 'ETH', decimals: 18 };
  if (!isObject(value)) throw invalidParams(`Expected an object for 'nativeCurrency'.`);
  rejectUnexpectedKeys(value, ['name', 'symbol', 'decimals']);
  const { name, symbol, decimals } = value;
  if (typeof name !== 'string' || name.trim() === '') {
    throw invalidParams(`Expected a non-empty string 'nativeCurrency.name'. Received: ${received(name)}`);
  }
  if (typeof symbol !== 'string' || symbol.length < 2 || symbol.length > 6) {
    throw invalidParams(
      `Expected 2-6 character string 'nativeCurrency.symbol'. Received: ${received(symbol)}`,
    );
  }
  if (decimals !== 18) {
    throw invalidParams(
      `Expected the number 18 for 'nativeCurrency.decimals'. Received: ${received(decimals)}`,
    );
  }
  return { name, symbol, decimals };
}

/** wallet_addEthereumChain's single parameter (EIP-3085), checked the way MetaMask checks it. */
export function parseAddChainParams(params: unknown): AddChainRequest {
  const request = singleObjectParam('wallet_addEthereumChain', params);
  rejectUnexpectedKeys(request, [
    'chainId',
    'chainName',
    'rpcUrls',
    'nativeCurrency',
    'blockExplorerUrls',
    'iconUrls',
  ]);
  const chainId = parseChainIdHex(request.chainId);
  const { chainName } = request;
  if (typeof chainName !== 'string' || chainName.trim() === '') {
    throw invalidParams(`Expected non-empty string 'chainName'. Received: ${received(chainName)}`);
  }
  return {
    chainId,
    chainName,
    rpcUrls: urlList(request.rpcUrls, 'rpcUrls', true, ['http:', 'https:']),
    nativeCurrency: parseNativeCurrency(request.nativeCurrency),
    blockExplorerUrls: urlList(request.blockExplorerUrls, 'blockExplorerUrls', false, ['http:', 'https:']),
    iconUrls: urlList(request.iconUrls, 'iconUrls', false, ['http:', 'https:', 'data:']),
  };
}

function parseAddress(value: unknown, what: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw invalidParams(
      `Invalid ${what}: expected a 0x-prefixed 20-byte address. Received: ${received(value)}`,
    );
  }
  return value;
}

/** personal_sign: [message, address]; a 0x message is signed as raw bytes, anything else as UTF-8. */
export function parsePersonalSignParams(params: unknown): {
  message: string | { raw: Hex };
  address: Address;
} {
  const [message, address] = paramsArray('personal_sign', params, 2);
  if (typeof message !== 'string') throw invalidParams('personal_sign expects a string message first.');
  return {
    message: isHex(message, { strict: true }) ? { raw: message } : message,
    address: parseAddress(address, 'personal_sign address'),
  };
}

export function parseTypedDataParams(params: unknown): { address: Address; typedData: TypedDataDefinition } {
  const [address, raw] = paramsArray('eth_signTypedData_v4', params, 2);
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      throw invalidParams('eth_signTypedData_v4 expects typed data as an object or a JSON string.');
    }
  }
  if (!isObject(data)) throw invalidParams('eth_signTypedData_v4 expects typed data as an object.');
  const { types, primaryType, domain, message } = data;
  if (!isObject(types) || typeof primaryType !== 'string' || !isObject(message)) {
    throw invalidParams('Typed data needs types, primaryType and message.');
  }
  if (domain !== undefined && !isObject(domain)) throw invalidParams('Typed data domain must be an object.');
  if (primaryType !== 'EIP712Domain' && !(primaryType in types)) {
    throw invalidParams(`Typed data primaryType "${primaryType}" is not among its types.`);
  }
  const typedData = { types, primaryType, domain: domain ?? {}, message } as TypedDataDefinition;
  try {
    validateTypedData(typedData);
  } catch (error) {
    throw invalidParams(
      `Invalid typed data: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  }
  return { address: parseAddress(address, 'eth_signTypedData_v4 address'), typedData };
}

/** The chain id a typed-data domain names, if any (number, bigint, hex or decimal string). */
export function typedDataChainId(typedData: TypedDataDefinition): number | undefined {
  const value: unknown = (typedData.domain as JsonObject | undefined)?.chainId;
  if (value === undefined || value === null) return undefined;
  const chainId =
    typeof value === 'string' ? Number(value.startsWith('0x') ? BigInt(value) : value) : Number(value);
  if (!Number.isSafeInteger(chainId))
    throw invalidParams(`Invalid typed data domain chainId: ${received(value)}`);
  return chainId;
}

export interface TransactionRequest {
  from: Address;
  to?: Address;
  value?: bigint;
  data?: Hex;
  gas?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  nonce?: number;
  chainId?: number;
}

function quantity(tx: JsonObject, field: string): bigint | undefined {
  const value = tx[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !QUANTITY.test(value)) {
    throw invalidParams(
      `Invalid transaction '${field}': expected a 0x-prefixed hex quantity. Received: ${received(value)}`,
    );
  }
  return BigInt(value);
}

export function parseTransactionParams(params: unknown): TransactionRequest {
  const tx = singleObjectParam('eth_sendTransaction', params);
  const data = tx.data ?? tx.input;
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data, { strict: true }))) {
    throw invalidParams(`Invalid transaction 'data': expected 0x-prefixed hex. Received: ${received(data)}`);
  }
  const to = tx.to === undefined || tx.to === null ? undefined : parseAddress(tx.to, "transaction 'to'");
  if (to === undefined && (data === undefined || data === null || data === '0x')) {
    throw invalidParams("A transaction without 'to' must carry contract creation 'data'.");
  }
  const nonce = quantity(tx, 'nonce');
  const chainId = quantity(tx, 'chainId');
  return {
    from: parseAddress(tx.from, "transaction 'from'"),
    to,
    value: quantity(tx, 'value'),
    data: (data ?? undefined) as Hex | undefined,
    gas: quantity(tx, 'gas') ?? quantity(tx, 'gasLimit'),
    gasPrice: quantity(tx, 'gasPrice'),
    maxFeePerGas: quantity(tx, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(tx, 'maxPriorityFeePerGas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    chainId: chainId === undefined ? undefined : Number(chainId),
  };
}

/** wallet_requestPermissions / wallet_revokePermissions: [{ eth_accounts: {} }] is all we grant. */
export function parsePermissionParams(method: string, params: unknown): void {
  const request = singleObjectParam(method, params);
  const names = Object.keys(request);
  if (names.length === 0) throw invalidParams(`${method} expects at least one permission.`);
  const unknown = names.filter((name) => name !== 'eth_accounts');
  if (unknown.length > 0) throw invalidParams(`${method}: unknown permission(s) ${unknown.join(', ')}.`);
  if (!isObject(request.eth_accounts)) throw invalidParams(`${method}: eth_accounts must be an object.`);
}

/** One call of an EIP-5792 batch. */
export interface BatchCall {
  to: Address;
  value: bigint;
  data: Hex;
}

/** EIP-5792 wallet_sendCalls, read: capabilities are kept by name with their `optional` flag. */
export interface SendCallsRequest {
  from?: Address;
  chainId: number;
  atomicRequired: boolean;
  calls: BatchCall[];
  /** The capabilities asked for that the wallet may not ignore. */
  requiredCapabilities: string[];
}

/** The most calls one batch may carry; more answers EIP-5792's 5740. */
export const MAX_BATCH_CALLS = 16;

export function parseSendCallsParams(params: unknown): SendCallsRequest {
  const request = singleObjectParam('wallet_sendCalls', params);
  if (request.version !== '2.0.0')
    throw invalidParams(
      `wallet_sendCalls: unsupported version ${received(request.version)}, expected 2.0.0.`,
    );
  if (typeof request.atomicRequired !== 'boolean')
    throw invalidParams('wallet_sendCalls: atomicRequired must be a boolean.');
  if (!Array.isArray(request.calls) || request.calls.length === 0)
    throw invalidParams('wallet_sendCalls: calls must be a non-empty array.');
  const calls = request.calls.map((call: unknown, index): BatchCall => {
    if (!isObject(call)) throw invalidParams(`wallet_sendCalls: calls[${index}] must be an object.`);
    if (call.data !== undefined && (typeof call.data !== 'string' || !isHex(call.data, { strict: true })))
      throw invalidParams(`wallet_sendCalls: calls[${index}].data must be 0x-prefixed hex.`);
    return {
      to: parseAddress(call.to, `calls[${index}].to`),
      value: quantity(call, 'value') ?? 0n,
      data: (call.data as Hex | undefined) ?? '0x',
    };
  });
  const capabilities = isObject(request.capabilities) ? request.capabilities : {};
  return {
    ...(request.from === undefined ? {} : { from: parseAddress(request.from, 'wallet_sendCalls from') }),
    chainId: parseChainIdHex(request.chainId),
    atomicRequired: request.atomicRequired,
    calls,
    requiredCapabilities: Object.entries(capabilities)
      .filter(([, value]) => !(isObject(value) && value.optional === true))
      .map(([name]) => name),
  };
}

/** EIP-5792 wallet_getCapabilities: [address, chainIds?]. */
export function parseGetCapabilitiesParams(params: unknown): { address: Address; chainIds?: number[] } {
  const [address, chainIds] = paramsArray('wallet_getCapabilities', params, 1);
  if (chainIds !== undefined && !Array.isArray(chainIds))
    throw invalidParams('wallet_getCapabilities: chainIds must be an array.');
  return {
    address: parseAddress(address, 'wallet_getCapabilities address'),
    ...(chainIds ? { chainIds: chainIds.map((id) => parseChainIdHex(id)) } : {}),
  };
}

/** wallet_getCallsStatus / wallet_showCallsStatus: [id], a batch id this wallet gave (a transaction hash). */
export function parseBatchIdParams(method: string, params: unknown): Hex {
  const [id] = paramsArray(method, params, 1);
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
    throw invalidParams(`${method}: the id must be a batch id this wallet gave. Received: ${received(id)}`);
  return id as Hex;
}
