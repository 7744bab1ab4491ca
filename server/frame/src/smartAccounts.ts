// The embedded wallet's smart accounts (GangwaySmartAccount, owned by the user's eip155 key) on the networks the
// server has a bundler for: their address (the same on every chain, read from the factory before deployment),
// whether they are deployed, and the unsafe requests they carry out — messages and typed data signed with ERC-1271
// (ERC-6492 before deployment), transactions sent as user operations through the RPC proxy's bundler, with the
// paymaster's sponsorship where the server has one.

import { gangwaySmartAccountAddress, toGangwaySmartAccount } from '@gangway/contracts/smartAccount';
import {
  type CaipNetworkId,
  EmbeddedWalletError,
  gangwaySessionKeysAbi,
  RPC_ERROR_CODES,
  SMART_ACCOUNT_CANNOT_CREATE,
  smartSessionRevokeMessage,
} from '@gangway/protocol';
import {
  type Address,
  createPublicClient,
  custom,
  defineChain,
  type Hex,
  numberToHex,
  parseEventLogs,
} from 'viem';
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction';
import { approvalContent, type EvmRequest } from './evmSigner.ts';
import type { EvmKey } from './keys.ts';
import type { RpcCall } from './rpcProxy.ts';
import { grantCall, revokeCall } from './sessionGrants.ts';
import type { RevokeAtServer } from './sessionsApi.ts';
import { invalidParams, type SigningRequest } from './signingRequest.ts';
import { toUserOperationError } from './userOperationErrors.ts';

export interface SmartAccountNetworks {
  /** eip155 chain ids with a bundler. */
  networks: readonly number[];
  /** Of those, the ones whose paymaster sponsors the operations. */
  sponsored: readonly number[];
}

/** How often the frame asks the bundler for an operation's receipt. */
const RECEIPT_POLL_MS = 500;
/** How long it waits for one before it gives up (the operation may still land: the Activity tab will show it). */
const RECEIPT_TIMEOUT_MS = 120_000;

const chainNumber = (chainId: CaipNetworkId) => Number(chainId.slice('eip155:'.length));

export function createSmartAccounts(
  rpc: RpcCall,
  options: SmartAccountNetworks,
  revokeAtServer?: RevokeAtServer,
) {
  const addresses = new Map<Address, Promise<Address>>();
  const deployed = new Set<string>();
  /** The chain of each batch sent here (EIP-5792 ids are the user operations' hashes). */
  const batches = new Map<Hex, CaipNetworkId>();

  const enabled = (chainId: CaipNetworkId): boolean =>
    chainId.startsWith('eip155:') && options.networks.includes(chainNumber(chainId));

  const transport = (chainId: CaipNetworkId) =>
    custom({
      request: ({ method, params }: { method: string; params?: unknown }) =>
        rpc(chainId, method, params ?? []),
    });

  function client(chainId: CaipNetworkId) {
    const id = chainNumber(chainId);
    return createPublicClient({
      chain: defineChain({
        id,
        name: chainId,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [] } },
      }),
      transport: transport(chainId),
      pollingInterval: RECEIPT_POLL_MS,
    });
  }

  /** The owner's account address; the factory is at the same address with the same code on every chain. */
  function address(key: EvmKey, chainId: CaipNetworkId): Promise<Address> {
    let known = addresses.get(key.address);
    if (!known) {
      known = gangwaySmartAccountAddress(client(chainId), key.address);
      addresses.set(key.address, known);
      known.catch(() => addresses.delete(key.address));
    }
    return known;
  }

  async function isDeployed(chainId: CaipNetworkId, account: Address): Promise<boolean> {
    const id = `${chainId}|${account}`;
    if (deployed.has(id)) return true;
    const code = (await rpc(chainId, 'eth_getCode', [account, 'latest'])) as Hex | null;
    if (code && code !== '0x') deployed.add(id);
    return deployed.has(id);
  }

  const bundlerClient = (chainId: CaipNetworkId) => {
    const sponsored = options.sponsored.includes(chainNumber(chainId));
    return createBundlerClient({
      client: client(chainId),
      transport: transport(chainId),
      pollingInterval: RECEIPT_POLL_MS,
      ...(sponsored ? { paymaster: createPaymasterClient({ transport: transport(chainId) }) } : {}),
    });
  };

  /** EIP-5792 wallet_getCapabilities of the smart account: atomic batches, and sponsorship where there is some. */
  function capabilities(chainIds?: readonly number[]): Record<Hex, unknown> {
    return Object.fromEntries(
      options.networks
        .filter((id) => !chainIds || chainIds.includes(id))
        .map((id) => [
          numberToHex(id),
          {
            atomic: { status: 'supported' },
            paymasterService: { supported: options.sponsored.includes(id) },
          },
        ]),
    );
  }

  /** EIP-5792 wallet_getCallsStatus of a batch this wallet sent: pending (100), confirmed (200), reverted (500). */
  async function callsStatus(id: Hex, fallbackChain: CaipNetworkId) {
    const chainId = batches.get(id) ?? fallbackChain;
    const answer = (await rpc(chainId, 'eth_getUserOperationReceipt', [id])) as {
      success: boolean;
      receipt: {
        logs: unknown[];
        status: Hex;
        blockHash: Hex;
        blockNumber: Hex;
        gasUsed: Hex;
        transactionHash: Hex;
      };
    } | null;
    return {
      version: '2.0.0',
      id,
      chainId: numberToHex(chainNumber(chainId)),
      atomic: true,
      status: answer ? (answer.success ? 200 : 500) : 100,
      ...(answer
        ? {
            receipts: [
              {
                logs: answer.receipt.logs,
                status: answer.success ? '0x1' : '0x0',
                blockHash: answer.receipt.blockHash,
                blockNumber: answer.receipt.blockNumber,
                gasUsed: answer.receipt.gasUsed,
                transactionHash: answer.receipt.transactionHash,
              },
            ],
          }
        : {}),
    };
  }

  /** The request carried out by the owner's smart account on `chainId` (an enabled network). */
  function signingRequest(
    request: EvmRequest,
    context: { key: EvmKey; chainId: CaipNetworkId; account: Address },
  ): SigningRequest {
    const { key, chainId } = context;
    const sponsored = options.sponsored.includes(chainNumber(chainId));
    const shown = approvalContent(request, chainId);
    const smartAccount = () =>
      toGangwaySmartAccount({ client: client(chainId), owner: key.account, address: context.account });
    // What a send (one call or a batch) shows beside the request: who pays the network.
    const sendDetails: SigningRequest['details'] = [
      ...shown.details,
      ['From', `Smart account ${context.account}`],
      ['Network fee', sponsored ? 'Sponsored' : 'Paid by the smart account'],
    ];
    /** One user operation, waited for; a revert is an error (nothing the visitor approved happened). */
    const sendAndWait = async (calls: { to: Address; data: Hex }[]) => {
      const bundler = bundlerClient(chainId);
      const hash = await bundler.sendUserOperation({ account: await smartAccount(), calls });
      const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
      deployed.add(`${chainId}|${context.account}`);
      if (!receipt.success)
        throw new EmbeddedWalletError(`The transaction reverted (${receipt.receipt.transactionHash})`, {
          code: RPC_ERROR_CODES.INTERNAL,
        });
      return receipt;
    };
    switch (request.kind) {
      case 'message':
        return {
          ...shown,
          execute: async () => (await smartAccount()).signMessage({ message: request.message }),
        };
      case 'typedData':
        return {
          ...shown,
          execute: async () => (await smartAccount()).signTypedData(request.definition),
        };
      case 'transaction': {
        const { to, value, data } = request;
        if (!to) throw invalidParams(SMART_ACCOUNT_CANNOT_CREATE);
        return {
          ...shown,
          details: sendDetails,
          execute: async () => {
            const bundler = bundlerClient(chainId);
            const hash = await bundler
              .sendUserOperation({
                account: await smartAccount(),
                calls: [{ to, value, ...(data ? { data } : {}) }],
              })
              .catch((error: unknown) => {
                throw toUserOperationError(error);
              });
            const receipt = await bundler.waitForUserOperationReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS });
            deployed.add(`${chainId}|${context.account}`);
            if (!receipt.success)
              throw new EmbeddedWalletError(`The transaction reverted (${receipt.receipt.transactionHash})`, {
                code: RPC_ERROR_CODES.INTERNAL,
              });
            return receipt.receipt.transactionHash;
          },
        };
      }
      case 'calls': {
        if (request.chainId !== undefined && request.chainId !== chainNumber(chainId))
          throw invalidParams(`The calls are for chain ${request.chainId}, the wallet is on ${chainId}`);
        return {
          ...shown,
          details: sendDetails,
          // One user operation (executeBatch): the bundler's simulation refuses a batch with a reverting call, so
          // nothing of it is sent; on chain, one call reverting reverts them all.
          execute: async () => {
            const id = await bundlerClient(chainId)
              .sendUserOperation({
                account: await smartAccount(),
                calls: request.calls.map((call) => ({
                  to: call.to,
                  value: call.value,
                  ...(call.data ? { data: call.data } : {}),
                })),
              })
              .catch((error: unknown) => {
                throw toUserOperationError(error);
              });
            batches.set(id, chainId);
            return { id };
          },
        };
      }
      case 'grant': {
        if (request.chainId !== undefined && request.chainId !== chainNumber(chainId))
          throw invalidParams(
            `The permissions are for chain ${request.chainId}, the wallet is on ${chainId}`,
          );
        return {
          ...shown,
          details: sendDetails,
          execute: async () => {
            const receipt = await sendAndWait([grantCall(request)]);
            const [granted] = parseEventLogs({
              abi: gangwaySessionKeysAbi,
              eventName: 'SessionGranted',
              logs: receipt.logs,
            });
            if (!granted) throw new EmbeddedWalletError('The session was not granted');
            // ERC-7715's answer, as viem's grantPermissions reads it.
            return {
              expiry: request.expiry,
              grantedPermissions: request.requested.map((permission) => ({
                policies: [],
                ...(permission as object),
              })),
              permissionsContext: granted.args.id,
              signerData: { submitToAddress: context.account },
            };
          },
        };
      }
      case 'revoke':
        return {
          ...shown,
          details: sendDetails,
          // gangway-server first (its bundler proxy refuses the key at once), then the chain (every bundler does).
          execute: async () => {
            if (revokeAtServer) {
              const signature = await (await smartAccount()).signMessage({
                message: smartSessionRevokeMessage(context.account, request.id),
              });
              await revokeAtServer(context.account, request.id, signature);
            }
            await sendAndWait([revokeCall(request.id)]);
            return null;
          },
        };
    }
  }

  return { enabled, address, isDeployed, signingRequest, capabilities, callsStatus };
}
export type SmartAccounts = ReturnType<typeof createSmartAccounts>;
