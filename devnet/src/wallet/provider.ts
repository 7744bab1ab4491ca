import { ProviderRpcError } from '@gangway/protocol';
import { type Address, numberToHex, type PrivateKeyAccount } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { DEV_PRIVATE_KEYS } from '../accounts.ts';
import { JsonRpcError, jsonRpc } from '../json-rpc.ts';
import { atomicStatus, batchStatus, executeBatchData, sendBatch, simulateBatch } from './batchCalls.ts';
import { createEmitter } from './emitter.ts';
import {
  atomicityNotSupported,
  bundleTooLarge,
  chainDisconnected,
  disconnected,
  internalError,
  invalidParams,
  invalidRequest,
  requestAlreadyPending,
  unauthorized,
  unknownBundleId,
  unrecognizedChain,
  unsupportedCapability,
  unsupportedChainId,
  unsupportedMethod,
  userRejected,
} from './errors.ts';
import { approveUnlessMisbehaving, misbehavingTransaction, misbehaviourThrowable } from './misbehaviour.ts';
import {
  type AddChainRequest,
  MAX_BATCH_CALLS,
  parseAddChainParams,
  parseBatchIdParams,
  parseGetCapabilitiesParams,
  parsePermissionParams,
  parsePersonalSignParams,
  parseSendCallsParams,
  parseSwitchChainParams,
  parseTransactionParams,
  parseTypedDataParams,
  typedDataChainId,
} from './params.ts';
import { createMemoryStorage, createWalletPersistence } from './storage.ts';
import {
  addChainSummary,
  callsSummary,
  chainLabel,
  signMessageSummary,
  transactionSummary,
  typedDataSummary,
} from './summary.ts';
import { signAndSendTransaction } from './transactions.ts';
import type {
  DevWalletApprovalRequest,
  DevWalletChain,
  DevWalletControls,
  DevWalletEventMap,
  DevWalletMisbehaviour,
  DevWalletOptions,
  DevWalletProvider,
  DevWalletRequestKind,
  DevWalletState,
  RequestArguments,
} from './types.ts';

/** What eth_chainId answers in the 'bad-chain-id' misbehaviour. */
export const MALFORMED_CHAIN_ID = 'not-a-chain-id';

/** Methods that would show the user a prompt; the error misbehaviours hit exactly these. */
const PROMPTING_METHODS = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
]);

/** EIP-5792's methods, which the 'no-batch-calls' misbehaviour does not know. */
const BATCH_METHODS = new Set([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
]);

/** Node methods a wallet must not pass through (legacy signing, node control, subscriptions). */
const NEVER_FORWARDED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_subscribe',
  'eth_unsubscribe',
]);
const FORWARDED_NAMESPACES = /^(eth|net|web3)_/;

interface Eip2255Permission {
  id: string;
  parentCapability: 'eth_accounts';
  invoker: string;
  date: number;
  caveats: { type: 'restrictReturnedAccounts'; value: Address[] }[];
}

function defaultOrigin(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : 'http://localhost';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An EIP-1193 provider backed by local private keys and the devnet chains' RPC endpoints. */
export function createDevWalletProvider(options: DevWalletOptions): DevWalletProvider {
  const signers: PrivateKeyAccount[] = (options.accounts ?? DEV_PRIVATE_KEYS).map((key) =>
    privateKeyToAccount(key),
  );
  if (signers.length === 0) throw new Error('The dev wallet needs at least one account');
  const origin = options.origin ?? defaultOrigin();
  const persistence = createWalletPersistence(options.storage ?? createMemoryStorage(), origin);
  const approve = options.approve ?? (async () => true);
  const verifyAddedChainRpc = options.verifyAddedChainRpc ?? true;
  const persisted = persistence.readWallet();

  const knownChains = new Map<number, DevWalletChain>();
  for (const chain of [...options.chains, ...(persisted.addedChains ?? [])]) {
    if (!knownChains.has(chain.chainId)) knownChains.set(chain.chainId, chain);
  }
  const firstChain = options.chains[0];
  if (!firstChain) throw new Error('The dev wallet needs at least one chain');
  const addedChains: DevWalletChain[] = (persisted.addedChains ?? []).filter(
    (chain) => !options.chains.some((start) => start.chainId === chain.chainId),
  );
  const validIndex = (index: number | undefined) =>
    index !== undefined && Number.isInteger(index) && index >= 0 && index < signers.length;

  let chainId =
    [persisted.chainId, options.chainId].find((id) => id !== undefined && knownChains.has(id)) ??
    firstChain.chainId;
  let accountIndex = [persisted.accountIndex, options.accountIndex].find(validIndex) ?? 0;
  let misbehaviour: DevWalletMisbehaviour | null = options.misbehaviour ?? null;
  let connected = true;
  let connectPending = false;
  let nextApprovalId = 1;

  const events = createEmitter<DevWalletEventMap>();
  const stateListeners = new Set<(state: DevWalletState) => void>();

  const signer = (): PrivateKeyAccount => signers[accountIndex]!;
  const currentChain = (): DevWalletChain => knownChains.get(chainId)!;
  const chainIdHex = (): string =>
    misbehaviour === 'bad-chain-id' ? MALFORMED_CHAIN_ID : numberToHex(chainId);
  const sitePermitted = (): boolean => persistence.readSite() !== undefined;
  const exposedAccounts = (): Address[] => (sitePermitted() ? [signer().address] : []);
  const allChains = (): DevWalletChain[] => [...knownChains.values(), ...(options.addableChains ?? [])];

  const state = (): DevWalletState => ({
    origin,
    accounts: signers.map((account) => account.address),
    accountIndex,
    account: signer().address,
    chainId,
    chain: currentChain(),
    knownChains: [...knownChains.values()],
    addableChains: (options.addableChains ?? []).filter((chain) => !knownChains.has(chain.chainId)),
    sitePermitted: sitePermitted(),
    misbehaviour,
    connected,
  });
  const notify = (): void => {
    const snapshot = state();
    for (const listener of [...stateListeners]) listener(snapshot);
  };
  const persistWallet = (): void => persistence.writeWallet({ chainId, accountIndex, addedChains });

  const setChain = (next: number): void => {
    if (next === chainId) return;
    chainId = next;
    persistWallet();
    events.emit('chainChanged', chainIdHex());
    notify();
  };

  const grantSite = (): void => {
    const wasPermitted = sitePermitted();
    persistence.writeSite({ grantedAt: Date.now() });
    if (!wasPermitted) events.emit('accountsChanged', [signer().address]);
    notify();
  };

  const revokeSite = (): void => {
    if (!sitePermitted()) return;
    persistence.writeSite(undefined);
    events.emit('accountsChanged', []);
    notify();
  };

  const permissions = (): Eip2255Permission[] => {
    const site = persistence.readSite();
    if (!site) return [];
    return [
      {
        id: `eth_accounts:${origin}`,
        parentCapability: 'eth_accounts',
        invoker: origin,
        date: site.grantedAt,
        caveats: [{ type: 'restrictReturnedAccounts', value: [signer().address] }],
      },
    ];
  };

  const ask = async (kind: DevWalletRequestKind, method: string, params: unknown, summary: string[]) => {
    const request: DevWalletApprovalRequest = {
      id: nextApprovalId++,
      kind,
      method,
      params,
      origin,
      chainId,
      account: signer().address,
      summary,
    };
    let approved: boolean;
    try {
      approved = await approveUnlessMisbehaving(misbehaviour, approve, request);
    } catch (error) {
      throw internalError('The dev wallet could not ask for approval.', {
        cause: error instanceof Error ? error.message : String(error),
      });
    }
    if (!approved) throw userRejected();
  };

  const requireAuthorized = (address: Address): PrivateKeyAccount => {
    if (!sitePermitted()) throw unauthorized();
    const account = signer();
    if (address.toLowerCase() !== account.address.toLowerCase()) {
      throw unauthorized(`${address} is not the account connected to ${origin}.`);
    }
    return account;
  };

  const asProviderError = (error: unknown, chain: DevWalletChain): ProviderRpcError => {
    if (error instanceof ProviderRpcError) return error;
    if (error instanceof JsonRpcError) return new ProviderRpcError(error.code, error.message, error.data);
    return chainDisconnected(chain.chainId, error);
  };

  const forward = async (method: string, params: unknown): Promise<unknown> => {
    const chain = currentChain();
    const list = params === undefined ? [] : Array.isArray(params) ? params : [params];
    try {
      return await jsonRpc(chain.rpcUrl, method, list);
    } catch (error) {
      throw asProviderError(error, chain);
    }
  };

  const verifyChainRpc = async (request: AddChainRequest): Promise<void> => {
    const rpcUrl = request.rpcUrls[0]!;
    let answer: unknown;
    try {
      answer = await jsonRpc(rpcUrl, 'eth_chainId', [], { timeoutMs: 5000 });
    } catch {
      throw internalError(`Could not fetch chain ID from ${rpcUrl}. Is your RPC URL correct?`);
    }
    if (typeof answer !== 'string' || Number(BigInt(answer)) !== request.chainId) {
      throw invalidParams(
        `Chain ID returned by RPC URL ${rpcUrl} (${String(answer)}) does not match ${numberToHex(request.chainId)}.`,
      );
    }
  };

  const handlers: Record<string, (params: unknown, method: string) => Promise<unknown>> = {
    eth_chainId: async () => chainIdHex(),
    net_version: async () => String(chainId),
    eth_accounts: async () => exposedAccounts(),
    eth_coinbase: async () => exposedAccounts()[0] ?? null,

    eth_requestAccounts: async (params, method) => {
      if (misbehaviour === 'no-accounts') return [];
      if (sitePermitted()) return exposedAccounts();
      if (connectPending) throw requestAlreadyPending(method);
      connectPending = true;
      try {
        await ask('connect', method, params, [`Connect ${signer().address} to ${origin}`]);
      } finally {
        connectPending = false;
      }
      grantSite();
      return exposedAccounts();
    },

    wallet_requestPermissions: async (params, method) => {
      parsePermissionParams(method, params);
      await ask('permissions', method, params, [`Allow ${origin} to see ${signer().address}`]);
      grantSite();
      return permissions();
    },
    wallet_getPermissions: async () => permissions(),
    wallet_revokePermissions: async (params, method) => {
      parsePermissionParams(method, params);
      revokeSite();
      return null;
    },

    wallet_switchEthereumChain: async (params, method) => {
      const target = parseSwitchChainParams(params);
      if (target === chainId) return null;
      if (!knownChains.has(target)) throw unrecognizedChain(numberToHex(target));
      await ask('switch-chain', method, params, [
        `Switch from ${chainLabel(chainId, allChains())} to ${chainLabel(target, allChains())}`,
      ]);
      setChain(target);
      return null;
    },

    wallet_addEthereumChain: async (params, method) => {
      const request = parseAddChainParams(params);
      if (knownChains.has(request.chainId)) {
        if (request.chainId !== chainId) {
          await ask('switch-chain', method, params, [
            `Switch to ${chainLabel(request.chainId, allChains())}`,
          ]);
          setChain(request.chainId);
        }
        return null;
      }
      if (verifyAddedChainRpc) await verifyChainRpc(request);
      await ask('add-chain', method, params, addChainSummary(request));
      const chain: DevWalletChain = {
        chainId: request.chainId,
        name: request.chainName,
        rpcUrl: request.rpcUrls[0]!,
        nativeCurrency: request.nativeCurrency,
        ...(request.blockExplorerUrls[0] ? { blockExplorerUrl: request.blockExplorerUrls[0] } : {}),
      };
      knownChains.set(chain.chainId, chain);
      addedChains.push(chain);
      persistWallet();
      // Like MetaMask, approving an added chain also switches to it.
      setChain(chain.chainId);
      notify();
      return null;
    },

    personal_sign: async (params, method) => {
      const { message, address } = parsePersonalSignParams(params);
      const account = requireAuthorized(address);
      await ask('sign-message', method, params, signMessageSummary(message));
      return account.signMessage({ message });
    },

    eth_signTypedData_v4: async (params, method) => {
      const { address, typedData } = parseTypedDataParams(params);
      const account = requireAuthorized(address);
      const domainChainId = typedDataChainId(typedData);
      if (domainChainId !== undefined && domainChainId !== chainId) {
        throw invalidParams(`Provided chainId "${domainChainId}" must match the active chainId "${chainId}"`);
      }
      await ask('sign-typed-data', method, params, typedDataSummary(typedData));
      return account.signTypedData(typedData);
    },

    eth_sendTransaction: async (params, method) => {
      const tx = parseTransactionParams(params);
      const account = requireAuthorized(tx.from);
      if (tx.chainId !== undefined && tx.chainId !== chainId) {
        throw invalidParams(`Transaction chainId ${tx.chainId} does not match the active chain ${chainId}.`);
      }
      const chain = currentChain();
      await ask('send-transaction', method, params, transactionSummary(tx, chain));
      try {
        return await signAndSendTransaction(account, chain, tx, misbehavingTransaction(misbehaviour));
      } catch (error) {
        throw asProviderError(error, chain);
      }
    },
  };

  const batchHandlers: Record<string, (params: unknown, method: string) => Promise<unknown>> = {
    wallet_getCapabilities: async (params) => {
      const { address, chainIds } = parseGetCapabilitiesParams(params);
      requireAuthorized(address);
      const chains = chainIds
        ? chainIds.flatMap((id) => knownChains.get(id) ?? [])
        : [...knownChains.values()];
      const statuses = await Promise.all(
        chains.map(async (chain) => {
          try {
            return [numberToHex(chain.chainId), { atomic: { status: await atomicStatus(chain, address) } }];
          } catch (error) {
            throw asProviderError(error, chain);
          }
        }),
      );
      return Object.fromEntries(statuses);
    },

    wallet_sendCalls: async (params, method) => {
      const batch = parseSendCallsParams(params);
      const account = requireAuthorized(batch.from ?? signer().address);
      if (batch.chainId !== chainId) {
        if (!knownChains.has(batch.chainId)) throw unsupportedChainId(batch.chainId);
        throw invalidParams(`The calls are for chain ${batch.chainId}, the wallet is on ${chainId}.`);
      }
      if (batch.requiredCapabilities.length > 0) throw unsupportedCapability(batch.requiredCapabilities);
      if (batch.calls.length > MAX_BATCH_CALLS) throw bundleTooLarge(MAX_BATCH_CALLS);
      const chain = currentChain();
      try {
        const status = await atomicStatus(chain, account.address);
        if (status === 'unsupported') throw atomicityNotSupported(chain.chainId);
        // Simulated before it is shown: a batch with a reverting call is refused with the node's reason.
        const data = executeBatchData(batch.calls);
        const gas = await simulateBatch(chain, account.address, data);
        await ask('send-calls', method, params, callsSummary(batch.calls, chain));
        return { id: await sendBatch(account, chain, { data, gas, status }) };
      } catch (error) {
        throw asProviderError(error, chain);
      }
    },

    wallet_getCallsStatus: async (params, method) => {
      const id = parseBatchIdParams(method, params);
      const chain = currentChain();
      let status: Awaited<ReturnType<typeof batchStatus>>;
      try {
        status = await batchStatus(chain, id);
      } catch (error) {
        throw asProviderError(error, chain);
      }
      if (!status) throw unknownBundleId(id);
      return status;
    },

    // The panel lists what the wallet sent; showing a batch needs nothing more than knowing it.
    wallet_showCallsStatus: async (params, method) => {
      await batchHandlers.wallet_getCallsStatus!(params, method);
      return null;
    },
  };

  const request = async (args: RequestArguments): Promise<unknown> => {
    if (!isObject(args) || typeof args.method !== 'string' || args.method === '') {
      throw invalidRequest('Expected a request object with a non-empty string method.');
    }
    const { method, params } = args;
    if (params !== undefined && !isObject(params))
      throw invalidRequest('params must be an array or an object.');
    if (!connected) throw disconnected();
    const throwable = PROMPTING_METHODS.has(method) ? misbehaviourThrowable(misbehaviour) : undefined;
    if (throwable !== undefined) throw throwable;
    if (BATCH_METHODS.has(method)) {
      if (misbehaviour === 'no-batch-calls') throw unsupportedMethod(method);
      return batchHandlers[method]!(params, method);
    }
    const handler = handlers[method];
    if (handler) return handler(params, method);
    if (FORWARDED_NAMESPACES.test(method) && !NEVER_FORWARDED.has(method)) return forward(method, params);
    throw unsupportedMethod(method);
  };

  const controls: DevWalletControls = {
    state,
    subscribe: (listener) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    switchAccount: (index) => {
      if (!validIndex(index)) throw new RangeError(`No account at index ${index}`);
      if (index === accountIndex) return;
      accountIndex = index;
      persistWallet();
      if (sitePermitted()) events.emit('accountsChanged', [signer().address]);
      notify();
    },
    switchChain: (next) => {
      if (!knownChains.has(next)) throw new RangeError(`The dev wallet does not know chain ${next}`);
      setChain(next);
    },
    setMisbehaviour: (next) => {
      misbehaviour = next;
      notify();
    },
    setConnected: (next) => {
      if (next === connected) return;
      connected = next;
      if (connected) events.emit('connect', { chainId: chainIdHex() });
      else events.emit('disconnect', disconnected());
      notify();
    },
    revokeSite,
  };

  const provider: DevWalletProvider = {
    isGangwayDevWallet: true,
    request: request as DevWalletProvider['request'],
    on: (event, listener) => {
      events.on(event, listener);
      return provider;
    },
    removeListener: (event, listener) => {
      events.off(event, listener);
      return provider;
    },
    controls,
  };
  queueMicrotask(() => {
    if (connected) events.emit('connect', { chainId: chainIdHex() });
  });
  return provider;
}
