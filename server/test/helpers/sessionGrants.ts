// A GangwaySmartAccount with a session key granted on the devnet (sessionKeys.integration.test.ts and the smart
// sessions suites): the chain through gangway-server's RPC proxy (sessionDevnet), sponsored user operations, and the
// viem accounts of @gangway/contracts/smartAccount.

import { toGangwaySessionAccount, toGangwaySmartAccount } from '@gangway/contracts/smartAccount';
import { type Devnet, viemChain } from '@gangway/devnet';
import { type CaipNetworkId, GANGWAY_SESSION_KEYS, gangwaySessionKeysAbi } from '@gangway/protocol';
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseEventLogs,
  toFunctionSelector,
} from 'viem';
import { createBundlerClient, createPaymasterClient, type SmartAccount } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { RunningServer } from '../../src/startServer.ts';

export const NO_AMOUNT = 255;
export const APPROVE_SELECTOR = toFunctionSelector('approve(address,uint256)');
const POLL_MS = 50;

export type Call = { to: Address; value?: bigint; data?: Hex };

export interface SessionDevnet {
  /** A client through gangway-server's RPC proxy (proxyUrl). */
  client: PublicClient;
  proxyUrl: string;
  /** The anvil node itself (anvil_ methods). */
  anvilUrl: string;
  /** An ERC-20 on the chain. */
  token: Address;
}

/** The chain the session tests run on. */
export const SESSION_CHAIN_ID = 1;
export const SESSION_CAIP = `eip155:${SESSION_CHAIN_ID}` as CaipNetworkId;

/** The devnet's chain as the session tests use it: through `server`'s RPC proxy for `projectId`. */
export function sessionDevnet(devnet: Devnet, server: RunningServer, projectId: string): SessionDevnet {
  const proxyUrl = `${server.url}/v1/?chainId=${SESSION_CAIP}&projectId=${projectId}`;
  const node = devnet.chains[0]!;
  return {
    proxyUrl,
    anvilUrl: node.rpcUrl,
    token: devnet.contracts[SESSION_CHAIN_ID]!.usdc,
    client: createPublicClient({
      chain: viemChain(node),
      transport: http(proxyUrl),
      pollingInterval: POLL_MS,
    }),
  };
}

export const sponsoredBundler = ({ client, proxyUrl }: SessionDevnet) =>
  createBundlerClient({
    client,
    transport: http(proxyUrl),
    pollingInterval: POLL_MS,
    paymaster: createPaymasterClient({ transport: http(proxyUrl) }),
  });

/** Sends `calls` from `account` and waits for them to succeed. */
export async function landed(devnet: SessionDevnet, account: SmartAccount, calls: Call[]) {
  const bundler = sponsoredBundler(devnet);
  const receipt = await bundler.waitForUserOperationReceipt({
    hash: await bundler.sendUserOperation({ account, calls }),
  });
  expect(receipt.success).toBe(true);
  return receipt;
}

/** The error the bundler (or the proxy) answers `calls` with; fails the test if it takes them. */
export async function refused(devnet: SessionDevnet, account: SmartAccount, calls: Call[]): Promise<Error> {
  const error = await sponsoredBundler(devnet)
    .sendUserOperation({ account, calls })
    .then(
      () => undefined,
      (thrown: unknown) => thrown as Error,
    );
  expect(error, 'the bundler took the operation').toBeInstanceOf(Error);
  return error as Error;
}

export const approveCall = (token: Address, spender: Address, amount: bigint): Call => ({
  to: token,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
});

export const revokeCall = (sessionId: Hex): Call => ({
  to: GANGWAY_SESSION_KEYS,
  data: encodeFunctionData({ abi: gangwaySessionKeysAbi, functionName: 'revoke', args: [sessionId] }),
});

/**
 * A deployed smart account holding 1 ETH, a session key, and its grant: native transfers to `recipient` of at most
 * 1000 wei, and the token's approve of at most 100.
 */
export async function grantedSession(
  devnet: SessionDevnet,
  window: { validAfter?: number; validUntil?: number } = {},
) {
  const { client, token } = devnet;
  const owner = privateKeyToAccount(generatePrivateKey());
  const account = await toGangwaySmartAccount({ client, owner });
  await createPublicClient({ transport: http(devnet.anvilUrl) }).request({
    method: 'anvil_setBalance' as never,
    params: [account.address, `0x${parseEther('1').toString(16)}`] as never,
  });
  const key = privateKeyToAccount(generatePrivateKey());
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const validAfter = window.validAfter ?? 0;
  const validUntil = window.validUntil ?? Math.floor(Date.now() / 1000) + 3600;
  const receipt = await landed(devnet, account, [
    {
      to: GANGWAY_SESSION_KEYS,
      data: encodeFunctionData({
        abi: gangwaySessionKeysAbi,
        functionName: 'grant',
        args: [
          key.address,
          validAfter,
          validUntil,
          [
            {
              target: recipient,
              selector: '0x00000000',
              maxValue: 1000n,
              amountArgument: NO_AMOUNT,
              maxAmount: 0n,
            },
            { target: token, selector: APPROVE_SELECTOR, maxValue: 0n, amountArgument: 1, maxAmount: 100n },
          ],
        ],
      }),
    },
  ]);
  const [granted] = parseEventLogs({
    abi: gangwaySessionKeysAbi,
    eventName: 'SessionGranted',
    logs: receipt.logs,
  });
  expect(granted?.args.account).toBe(account.address);
  const sessionId = granted!.args.id;
  const session = await toGangwaySessionAccount({ client, address: account.address, sessionId, signer: key });
  return { owner, account, key, recipient, sessionId, session, validAfter, validUntil };
}
