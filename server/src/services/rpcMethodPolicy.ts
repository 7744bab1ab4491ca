// Which JSON-RPC methods the proxy serves: an allowlist of reads, raw-transaction sending and the bundler's
// user-operation receipt (SPEC §7). Anything else (node-held keys, admin, debug, filters) is refused unread.

/** Forwarded to the upstream as sent. */
export const FORWARDED_METHODS: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_getUserOperationReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
  'eth_sendRawTransactionSync',
  'eth_simulateV1',
  'eth_syncing',
  'net_listening',
  'net_version',
  'web3_clientVersion',
]);

/** Answered by the proxy itself: a proxy holds no accounts, whatever the node behind it holds. */
export const LOCAL_ANSWERS: ReadonlyMap<string, unknown> = new Map([['eth_accounts', []]]);

/** Answers that cannot change for a chain, kept after the first call. */
export const CACHEABLE_METHODS: ReadonlySet<string> = new Set(['eth_chainId', 'net_version']);

export function isForwardedMethod(method: string): boolean {
  return FORWARDED_METHODS.has(method);
}
