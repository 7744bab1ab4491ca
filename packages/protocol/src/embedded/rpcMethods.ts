// SPEC §6: which wallet RPC methods the embedded wallet runs without asking (reads, and sending an already signed
// transaction) and which need the visitor's approval in the frame. Anything else is not allowed (SPEC §4).

/** Signing and sending: the frame shows ApproveTransaction first. */
export const UNSAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const;

/** Answered by the frame itself or read through gangway-server's RPC proxy; never aborted on a reject. */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
  'net_version',
  'wallet_switchEthereumChain',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_sendRawTransaction',
  'getAccountInfo',
  'getBalance',
  'getLatestBlockhash',
  'getSignatureStatuses',
  'getTokenAccountsByOwner',
  'getTokenAccountBalance',
  'getMinimumBalanceForRentExemption',
  'getFeeForMessage',
  'sendTransaction',
] as const;

export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number];
export type RpcMethodKind = 'safe' | 'unsafe' | 'unknown';

export function rpcMethodKind(method: string): RpcMethodKind {
  if ((UNSAFE_RPC_METHODS as readonly string[]).includes(method)) return 'unsafe';
  if ((SAFE_RPC_METHODS as readonly string[]).includes(method)) return 'safe';
  return 'unknown';
}
