// Which JSON-RPC methods the proxy serves, per chain namespace: an allowlist of reads and of sending signed
// transactions, plus on EVM the ERC-4337 user-operation methods and ERC-7677 sponsorship, which go to the chain's
// bundler and paymaster service instead of its nodes (SPEC §7). Anything else (node-held keys, admin, debug,
// filters, faucets such as Solana's requestAirdrop, bundlers' vendor methods) is refused unread.
import type { ChainNamespace } from '@gangway/protocol';

export interface RpcMethodPolicy {
  /** Forwarded to the upstream as sent. */
  readonly forwarded: ReadonlySet<string>;
  /** Answered by the proxy itself. */
  readonly localAnswers: ReadonlyMap<string, unknown>;
  /** Answers that cannot change for a chain, kept after the first call. */
  readonly cacheable: ReadonlySet<string>;
}

/** The namespaces the proxy serves (and the configuration accepts). */
export const RPC_NAMESPACES = ['eip155', 'solana'] as const satisfies readonly ChainNamespace[];
export type RpcNamespace = (typeof RPC_NAMESPACES)[number];

/** Where an account-abstraction method goes instead of the chain's nodes (RoutedRpcUpstream sends it there). */
export type AccountAbstractionUpstream = 'bundler' | 'paymaster';

/** ERC-4337 (v0.7 / v0.8 bundler RPC) and ERC-7677: exactly what viem's bundler and paymaster clients call. */
export const ACCOUNT_ABSTRACTION_METHODS: ReadonlyMap<string, AccountAbstractionUpstream> = new Map([
  ['eth_sendUserOperation', 'bundler'],
  ['eth_estimateUserOperationGas', 'bundler'],
  ['eth_getUserOperationReceipt', 'bundler'],
  ['eth_getUserOperationByHash', 'bundler'],
  ['eth_supportedEntryPoints', 'bundler'],
  ['pm_getPaymasterStubData', 'paymaster'],
  ['pm_getPaymasterData', 'paymaster'],
]);

const EVM_POLICY: RpcMethodPolicy = {
  forwarded: new Set([
    ...ACCOUNT_ABSTRACTION_METHODS.keys(),
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
    'eth_maxPriorityFeePerGas',
    'eth_sendRawTransaction',
    'eth_sendRawTransactionSync',
    'eth_simulateV1',
    'eth_syncing',
    'net_listening',
    'net_version',
    'web3_clientVersion',
  ]),
  // A proxy holds no accounts, whatever the node behind it holds.
  localAnswers: new Map([['eth_accounts', []]]),
  cacheable: new Set(['eth_chainId', 'net_version']),
};

const SOLANA_POLICY: RpcMethodPolicy = {
  forwarded: new Set([
    'getAccountInfo',
    'getBalance',
    'getBlockHeight',
    'getEpochInfo',
    'getFeeForMessage',
    'getGenesisHash',
    'getHealth',
    'getLatestBlockhash',
    'getMinimumBalanceForRentExemption',
    'getMultipleAccounts',
    'getSignatureStatuses',
    'getSignaturesForAddress',
    'getSlot',
    'getTokenAccountBalance',
    'getTokenAccountsByOwner',
    'getTokenSupply',
    'getTransaction',
    'getVersion',
    'isBlockhashValid',
    'sendTransaction',
    'simulateTransaction',
  ]),
  localAnswers: new Map(),
  cacheable: new Set(['getGenesisHash']),
};

export const RPC_METHOD_POLICIES: Readonly<Record<RpcNamespace, RpcMethodPolicy>> = {
  eip155: EVM_POLICY,
  solana: SOLANA_POLICY,
};

const NOTHING: RpcMethodPolicy = { forwarded: new Set(), localAnswers: new Map(), cacheable: new Set() };

/** The policy of a chain's namespace; a namespace the proxy does not serve allows nothing. */
export function rpcMethodPolicy(chainId: string): RpcMethodPolicy {
  const namespace = chainId.slice(0, chainId.indexOf(':'));
  return isRpcNamespace(namespace) ? RPC_METHOD_POLICIES[namespace] : NOTHING;
}

export function isRpcNamespace(value: string): value is RpcNamespace {
  return (RPC_NAMESPACES as readonly string[]).includes(value);
}
