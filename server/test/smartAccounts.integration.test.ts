// The embedded wallet's smart account (GangwaySmartAccount, packages/contracts) on devnet's anvil chain, bundler and
// paymaster, through gangway-server's RPC proxy, with the frame's own viem account (@gangway/contracts/smartAccount):
// known before it exists, deployed by its first (sponsored) user operation, and its signatures — ERC-6492 before,
// ERC-1271 after — accepted by viem's verifyMessage and by the server's verifyEvmSignature (sign-in with X uses it).

import { toGangwaySmartAccount } from '@gangway/contracts/smartAccount';
import { type Devnet, startChains, viemChain } from '@gangway/devnet';
import { devnetServerChains } from '@gangway/devnet/stack';
import {
  type CaipNetworkId,
  GANGWAY_ACCOUNT_FACTORY,
  gangwayAccountFactoryAbi,
  type HistoryItem,
  HistoryResponseSchema,
} from '@gangway/protocol';
import {
  type Address,
  createPublicClient,
  formatEther,
  type Hex,
  http,
  isErc6492Signature,
  type PublicClient,
  parseEther,
} from 'viem';
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createProject } from '../src/projects/projectRepository.ts';
import { verifyEvmSignature } from '../src/signatures/verifyEvmSignature.ts';
import type { RunningServer } from '../src/startServer.ts';
import { HttpRpcUpstream } from '../src/upstreams/rpc/HttpRpcUpstream.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer } from './helpers/testServer.ts';

const PROJECT = 'smart-accounts';
const CHAIN_ID = 1;
const CAIP = `eip155:${CHAIN_ID}` as CaipNetworkId;
const POLL_MS = 50;

let devnet: Devnet;
let testDb: TestDatabase;
let server: RunningServer;
let proxyUrl: string;
let client: PublicClient;
let upstream: HttpRpcUpstream;

beforeAll(async () => {
  [devnet, testDb] = await Promise.all([
    startChains({ chainIds: [CHAIN_ID], basePort: 'auto' }),
    openTestDatabase('pglite'),
  ]);
  await createProject(testDb.database, { id: PROJECT, rateLimit: { perSecond: 100_000, burst: 100_000 } });
  server = await startTestServer(testDb.database, {
    chains: devnetServerChains(devnet.chains, devnet.contracts, devnet.bundler),
  });
  proxyUrl = `${server.url}/v1/?chainId=${CAIP}&projectId=${PROJECT}`;
  client = createPublicClient({
    chain: viemChain(devnet.chains[0]!),
    transport: http(proxyUrl),
    pollingInterval: POLL_MS,
  });
  upstream = new HttpRpcUpstream({ endpoints: { [CAIP]: [devnet.chains[0]!.rpcUrl] }, timeoutMs: 10_000 });
});

afterAll(async () => {
  await server?.close();
  await Promise.all([devnet?.stop(), testDb?.dispose()]);
});

const sponsoredBundler = () =>
  createBundlerClient({
    client,
    transport: http(proxyUrl),
    pollingInterval: POLL_MS,
    paymaster: createPaymasterClient({ transport: http(proxyUrl) }),
  });

async function freshAccount() {
  const owner = privateKeyToAccount(generatePrivateKey());
  return { owner, account: await toGangwaySmartAccount({ client, owner }) };
}

const devnetAnvil = () => createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) });

const verifiedByServer = (address: Address, message: string, signature: Hex) =>
  verifyEvmSignature(upstream, { chainId: CAIP, address, message, signature });

describe('GangwaySmartAccount', () => {
  it('is known before it exists, signs with ERC-6492 then, and both viem and the server verify it', async () => {
    const { owner, account } = await freshAccount();
    expect(account.address).toBe(
      await client.readContract({
        address: GANGWAY_ACCOUNT_FACTORY,
        abi: gangwayAccountFactoryAbi,
        functionName: 'getAddress',
        args: [owner.address, 0n],
      }),
    );
    expect(await client.getCode({ address: account.address })).toBeUndefined();
    const signature = await account.signMessage({ message: 'before deployment' });
    expect(isErc6492Signature(signature)).toBe(true);
    expect(
      await client.verifyMessage({ address: account.address, message: 'before deployment', signature }),
    ).toBe(true);
    expect(await verifiedByServer(account.address, 'before deployment', signature)).toBe(true);
    // The verification simulated the deployment only.
    expect(await client.getCode({ address: account.address })).toBeUndefined();
    expect(await verifiedByServer(account.address, 'another message', signature)).toBe(false);
  });

  it('is deployed by its first sponsored user operation and reused by the second; its native balance stays untouched', async () => {
    const { account } = await freshAccount();
    const bundler = sponsoredBundler();
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const before = await client.getBalance({ address: account.address });

    const first = await bundler.sendUserOperation({ account, calls: [{ to: recipient, value: 0n }] });
    const firstReceipt = await bundler.waitForUserOperationReceipt({ hash: first });
    expect(firstReceipt.success).toBe(true);
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+/);

    const second = await bundler.sendUserOperation({ account, calls: [{ to: recipient, value: 0n }] });
    const operation = await bundler.getUserOperation({ hash: second });
    expect(operation.userOperation.factory).toBeUndefined();
    expect((await bundler.waitForUserOperationReceipt({ hash: second })).success).toBe(true);
    expect(await client.getBalance({ address: account.address })).toBe(before);
  });

  it('signs with ERC-1271 once deployed: messages and typed data verify; the bare owner signature does not', async () => {
    const { owner, account } = await freshAccount();
    const bundler = sponsoredBundler();
    await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ account, calls: [{ to: owner.address, value: 0n }] }),
    });
    const signature = await account.signMessage({ message: 'after deployment' });
    expect(isErc6492Signature(signature)).toBe(false);
    expect(
      await client.verifyMessage({ address: account.address, message: 'after deployment', signature }),
    ).toBe(true);
    expect(await verifiedByServer(account.address, 'after deployment', signature)).toBe(true);

    const typedData = {
      domain: { name: 'Gangway test', version: '1', chainId: CHAIN_ID },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const;
    const typedSignature = await account.signTypedData(typedData);
    expect(
      await client.verifyTypedData({ address: account.address, signature: typedSignature, ...typedData }),
    ).toBe(true);
    expect(
      await verifyEvmSignature(upstream, {
        chainId: CAIP,
        address: account.address,
        typedData,
        signature: typedSignature,
      }),
    ).toBe(true);

    // Replay safety: the owner's own signature of the message is not the account's.
    const bare = await owner.signMessage({ message: 'after deployment' });
    expect(await verifiedByServer(account.address, 'after deployment', bare)).toBe(false);
    // An EOA's signature verifies as the EOA's.
    expect(await verifiedByServer(owner.address, 'after deployment', bare)).toBe(true);
  });

  it('pays for itself when not sponsored', async () => {
    const { account } = await freshAccount();
    await devnetAnvil().request({
      method: 'anvil_setBalance' as never,
      params: [account.address, `0x${parseEther('1').toString(16)}`] as never,
    });
    const bundler = createBundlerClient({ client, transport: http(proxyUrl), pollingInterval: POLL_MS });
    const receipt = await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ account, calls: [{ to: account.address, value: 0n }] }),
    });
    expect(receipt.success).toBe(true);
    expect(await client.getBalance({ address: account.address })).toBeLessThan(parseEther('1'));
  });

  it("lists its user operations in its Activity: the account's native sends, under its address, sent by it", async () => {
    const { account } = await freshAccount();
    await devnetAnvil().request({
      method: 'anvil_setBalance' as never,
      params: [account.address, `0x${parseEther('1').toString(16)}`] as never,
    });
    const bundler = sponsoredBundler();
    const [first, second] = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()).address);
    const receipt = await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({
        account,
        calls: [
          { to: first!, value: 1234n },
          { to: second!, value: 5678n },
        ],
      }),
    });
    expect(receipt.success).toBe(true);
    const hash = receipt.receipt.transactionHash;
    const historyOf = async (address: Address) => {
      const response = await call(server.url, 'GET', `/v1/account/${address}/history`, {
        query: { projectId: PROJECT, chainId: CAIP },
      });
      expect(response.status, response.text).toBe(200);
      return z.parse(HistoryResponseSchema, response.json);
    };
    let item: HistoryItem | undefined;
    for (let round = 0; round < 200 && !item; round += 1) {
      item = (await historyOf(account.address)).data.find((each) => each.id === hash);
      if (!item) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    expect(item?.metadata).toMatchObject({
      operationType: 'send',
      status: 'confirmed',
      sentFrom: account.address.toLowerCase(),
      sentTo: first!.toLowerCase(),
    });
    expect(
      item?.transfers.map((transfer) => [transfer.direction, transfer.quantity.numeric, transfer.is_spam]),
    ).toEqual([
      ['out', formatEther(1234n), false],
      ['out', formatEther(5678n), false],
    ]);
    // The recipient sees it received from the smart account, not from the bundler.
    const received = (await historyOf(second!)).data.find((each) => each.id === hash);
    expect(received?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: account.address.toLowerCase(),
    });
    expect(received?.transfers.map((transfer) => [transfer.direction, transfer.quantity.numeric])).toEqual([
      ['in', formatEther(5678n)],
    ]);
  });
});
