// ERC-4337 through gangway-server's RPC proxy, against devnet's anvil chain, bundler and paymaster service: viem's
// bundler and paymaster clients and permissionless's SimpleAccount (both with their default addresses) talk to one
// URL, /v1/?chainId=…&projectId=…, which sends bundler methods to the bundler, pm_ methods to the paymaster
// service and the rest to the node.

import {
  type Devnet,
  ENTRY_POINTS,
  type EntryPointVersion,
  SIMPLE_7702_ACCOUNT,
  startChains,
  viemChain,
} from '@gangway/devnet';
import { devnetServerChains } from '@gangway/devnet/stack';
import { RPC_ERROR_CODES, USER_OPERATION_ERROR_CODES } from '@gangway/protocol';
import { toSimpleSmartAccount } from 'permissionless/accounts';
import {
  type Address,
  BaseError,
  concat,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseEther,
  parseGwei,
  serializeErc6492Signature,
} from 'viem';
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Abi,
  entryPoint07Address,
  entryPoint08Address,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../src/projects/projectRepository.ts';
import type { RunningServer } from '../src/startServer.ts';
import { openTestDatabase, type TestDatabase } from './helpers/testDatabase.ts';
import { call, startTestServer } from './helpers/testServer.ts';

const PROJECT = 'user-operations';
const CHAIN_ID = 1;
const POLL_MS = 50;

let devnet: Devnet;
let testDb: TestDatabase;
let server: RunningServer;
let proxyUrl: string;
let client: PublicClient;

beforeAll(async () => {
  [devnet, testDb] = await Promise.all([
    startChains({ chainIds: [CHAIN_ID, 10], basePort: 'auto' }),
    openTestDatabase('pglite'),
  ]);
  await createProject(testDb.database, { id: PROJECT, rateLimit: { perSecond: 100_000, burst: 100_000 } });
  // Chain 10 has a node but no bundler or paymaster service.
  const chains = devnetServerChains(devnet.chains, devnet.contracts, devnet.bundler);
  delete chains['eip155:10']?.bundlerUrl;
  delete chains['eip155:10']?.paymasterUrl;
  server = await startTestServer(testDb.database, { chains });
  proxyUrl = `${server.url}/v1/?chainId=eip155:${CHAIN_ID}&projectId=${PROJECT}`;
  client = createPublicClient({
    chain: viemChain(devnet.chains[0]!),
    transport: http(proxyUrl),
    pollingInterval: POLL_MS,
  });
});

afterAll(async () => {
  await server?.close();
  await Promise.all([devnet?.stop(), testDb?.dispose()]);
});

const anvilUrl = () => devnet.chains[0]!.rpcUrl;
const recipient = () => privateKeyToAccount(generatePrivateKey()).address;

/** Test set-up straight on anvil (the proxy, rightly, refuses anvil_ methods). */
async function setBalance(address: Address, wei: bigint): Promise<void> {
  await fetch(anvilUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'anvil_setBalance',
      params: [address, numberToHex(wei)],
    }),
  });
}

function bundlerClient(options: { sponsored?: boolean } = {}) {
  return createBundlerClient({
    client,
    transport: http(proxyUrl),
    pollingInterval: POLL_MS,
    ...(options.sponsored ? { paymaster: createPaymasterClient({ transport: http(proxyUrl) }) } : {}),
  });
}

/** A SimpleAccount (of a fresh owner), with permissionless's defaults (the mainnet factory) for the EntryPoint. */
function simpleAccount(version: EntryPointVersion, owner = privateKeyToAccount(generatePrivateKey())) {
  const entryPoint = version === '0.7' ? entryPoint07Address : entryPoint08Address;
  return toSimpleSmartAccount({ client, owner, entryPoint: { address: entryPoint, version } });
}

async function proxyRpc(method: string, params: unknown[], chainId = CHAIN_ID) {
  const response = await call(server.url, 'POST', '/v1/', {
    query: { chainId: `eip155:${chainId}`, projectId: PROJECT },
    body: { jsonrpc: '2.0', id: 7, method, params },
  });
  expect(response.status, response.text).toBe(200);
  return response.json as { result?: unknown; error?: { code: number; message: string } };
}

/** The JSON-RPC code somewhere in a viem error's chain of causes. */
function rpcCode(error: unknown): number | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const withCode = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number');
  return (withCode as { code?: number } | null)?.code;
}

describe('the devnet contracts as the libraries expect them', () => {
  it("are where viem's and permissionless's defaults point, and the proxy's bundler serves both EntryPoints", async () => {
    expect(ENTRY_POINTS['0.7'].entryPoint).toBe(entryPoint07Address);
    expect(ENTRY_POINTS['0.8'].entryPoint).toBe(entryPoint08Address);
    for (const version of ['0.7', '0.8'] as const) {
      const account = await simpleAccount(version);
      const { factory } = await account.getFactoryArgs();
      expect(factory).toBe(ENTRY_POINTS[version].simpleAccountFactory);
      expect(await client.getCode({ address: factory! })).toMatch(/^0x[0-9a-f]{100,}/);
    }
    const delegated = await toSimple7702SmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
    });
    expect(delegated.authorization.address).toBe(SIMPLE_7702_ACCOUNT);
    expect((await proxyRpc('eth_supportedEntryPoints', [])).result).toEqual([
      entryPoint08Address,
      entryPoint07Address,
    ]);
  });
});

describe.each(['0.7', '0.8'] as const)('a SimpleAccount on EntryPoint v%s', (version) => {
  it('is known before it exists, is deployed by its first user operation and reused by the second', async () => {
    const account = await simpleAccount(version);
    const bundler = bundlerClient();
    const to = recipient();
    expect(await client.getCode({ address: account.address })).toBeUndefined();
    await setBalance(account.address, parseEther('1'));

    const first = await bundler.sendUserOperation({ account, calls: [{ to, value: 1_000n }] });
    const firstReceipt = await bundler.waitForUserOperationReceipt({ hash: first });
    expect(firstReceipt).toMatchObject({ success: true, sender: account.address });
    expect(firstReceipt.entryPoint.toLowerCase()).toBe(ENTRY_POINTS[version].entryPoint.toLowerCase());
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/);
    expect(await client.getBalance({ address: to })).toBe(1_000n);

    const second = await bundler.sendUserOperation({ account, calls: [{ to, value: 2_000n }] });
    const secondReceipt = await bundler.waitForUserOperationReceipt({ hash: second });
    expect(secondReceipt.success).toBe(true);
    expect(await client.getBalance({ address: to })).toBe(3_000n);
    // Paid by the account itself: the prefunds left its balance, what they did not cost stays in its deposit.
    const deposit = await client.readContract({
      address: ENTRY_POINTS[version].entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [account.address],
    });
    expect((await client.getBalance({ address: account.address })) + deposit).toBe(
      parseEther('1') - 3_000n - firstReceipt.actualGasCost - secondReceipt.actualGasCost,
    );
    const looked = await bundler.getUserOperation({ hash: second });
    expect(looked.transactionHash).toBe(secondReceipt.receipt.transactionHash);
    expect(looked.userOperation.factory).toBeUndefined();
  });

  it('is sponsored by the devnet paymaster: deployed and used while its native balance stays untouched', async () => {
    const account = await simpleAccount(version);
    await setBalance(account.address, parseEther('1'));
    const bundler = bundlerClient({ sponsored: true });
    // The first deploys it, the second reuses it.
    for (let send = 0; send < 2; send++) {
      const hash = await bundler.sendUserOperation({ account, calls: [{ to: recipient() }] });
      const receipt = await bundler.waitForUserOperationReceipt({ hash });
      expect(receipt.success).toBe(true);
      expect(receipt.paymaster).toBe(ENTRY_POINTS[version].paymaster);
    }
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/);
    expect(await client.getBalance({ address: account.address })).toBe(parseEther('1'));
    const deposit = await client.readContract({
      address: ENTRY_POINTS[version].entryPoint,
      abi: entryPoint07Abi,
      functionName: 'balanceOf',
      args: [account.address],
    });
    expect(deposit).toBe(0n);
  });

  it('runs a batch of three calls atomically: all of them, or none when the middle one reverts', async () => {
    const account = await simpleAccount(version);
    const bundler = bundlerClient();
    await setBalance(account.address, parseEther('1'));
    const [a, b, c] = [recipient(), recipient(), recipient()];
    const ok = await bundler.sendUserOperation({
      account,
      calls: [
        { to: a, value: 1n },
        { to: b, value: 2n },
        { to: c, value: 3n },
      ],
    });
    expect((await bundler.waitForUserOperationReceipt({ hash: ok })).success).toBe(true);
    expect(await Promise.all([a, b, c].map((address) => client.getBalance({ address })))).toEqual([
      1n,
      2n,
      3n,
    ]);

    // The account holds no USDC: the middle transfer reverts.
    const usdc = devnet.contracts[CHAIN_ID]!.usdc;
    const failing = [
      { to: a, value: 10n },
      { to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [b, 1n] }) },
      { to: c, value: 30n },
    ];
    const estimate = bundler.estimateUserOperationGas({ account, calls: failing });
    await expect(estimate).rejects.toThrow(/DevToken: transfer amount exceeds balance/);
    expect(rpcCode(await estimate.catch((error: unknown) => error))).toBe(
      USER_OPERATION_ERROR_CODES.EXECUTION_REVERTED,
    );
    // Sent anyway, with gas limits of its own: the bundle lands, the batch reverts whole.
    const hash = await bundler.sendUserOperation({
      account,
      calls: failing,
      callGasLimit: 200_000n,
      verificationGasLimit: 200_000n,
      preVerificationGas: 100_000n,
    });
    const receipt = await bundler.waitForUserOperationReceipt({ hash });
    expect(receipt.success).toBe(false);
    expect(receipt.reason).toMatch(/^0x[0-9a-f]{8,}$/);
    expect(await Promise.all([a, b, c].map((address) => client.getBalance({ address })))).toEqual([
      1n,
      2n,
      3n,
    ]);
    expect(
      await client.readContract({ address: usdc, abi: erc20Abi, functionName: 'balanceOf', args: [b] }),
    ).toBe(0n);
  });
});

describe('EIP-7702: an EOA delegating to Simple7702Account', () => {
  it('is delegated by its first user operation, which runs as the EOA itself', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    await setBalance(owner.address, parseEther('1'));
    const account = await toSimple7702SmartAccount({ client, owner });
    expect(account.address).toBe(owner.address);
    const authorization = await owner.signAuthorization({
      address: SIMPLE_7702_ACCOUNT,
      chainId: CHAIN_ID,
      nonce: await client.getTransactionCount({ address: owner.address }),
    });
    const to = recipient();
    const bundler = bundlerClient();
    const hash = await bundler.sendUserOperation({ account, authorization, calls: [{ to, value: 5_000n }] });
    expect((await bundler.waitForUserOperationReceipt({ hash })).success).toBe(true);
    expect(await client.getCode({ address: owner.address })).toBe(
      concat(['0xef0100', SIMPLE_7702_ACCOUNT]).toLowerCase(),
    );
    expect(await client.getBalance({ address: to })).toBe(5_000n);
  });
});

describe('signatures that viem verifies on the devnet', () => {
  const message = 'Sign in to Gangway devnet';

  it('Simple7702Account: the plain EOA (ECDSA) before delegation, ERC-1271 isValidSignature after it', async () => {
    const owner = privateKeyToAccount(generatePrivateKey());
    await setBalance(owner.address, parseEther('1'));
    const account = await toSimple7702SmartAccount({ client, owner });
    const before = await account.signMessage({ message });
    expect(await client.verifyMessage({ address: owner.address, message, signature: before })).toBe(true);

    const authorization = await owner.signAuthorization({
      address: SIMPLE_7702_ACCOUNT,
      chainId: CHAIN_ID,
      nonce: 0,
    });
    const bundler = bundlerClient();
    const hash = await bundler.sendUserOperation({ account, authorization, calls: [{ to: recipient() }] });
    await bundler.waitForUserOperationReceipt({ hash });
    expect(await client.getCode({ address: owner.address })).toMatch(/^0xef0100/);
    const after = await account.signMessage({ message });
    expect(await client.verifyMessage({ address: owner.address, message, signature: after })).toBe(true);
    const stranger = await privateKeyToAccount(generatePrivateKey()).signMessage({ message });
    expect(await client.verifyMessage({ address: owner.address, message, signature: stranger })).toBe(false);
  });

  // SimpleAccount (v0.7 and v0.8 alike) implements no isValidSignature: a smart account that must sign messages
  // needs another account contract (see the devnet README).
  it.each(['0.7', '0.8'] as const)(
    'SimpleAccount v%s has no ERC-1271: its owner’s signature verifies neither ERC-6492-wrapped nor once deployed',
    async (version) => {
      const owner = privateKeyToAccount(generatePrivateKey());
      const account = await simpleAccount(version, owner);
      const signed = await owner.signMessage({ message });
      const { factory, factoryData } = await account.getFactoryArgs();
      const wrapped = serializeErc6492Signature({ address: factory!, data: factoryData!, signature: signed });
      expect(await client.verifyMessage({ address: account.address, message, signature: wrapped })).toBe(
        false,
      );
      await expect(account.signMessage({ message })).rejects.toThrow(/1271/);

      const sponsored = bundlerClient({ sponsored: true });
      const hash = await sponsored.sendUserOperation({ account, calls: [{ to: recipient() }] });
      await sponsored.waitForUserOperationReceipt({ hash });
      expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/);
      expect(await client.verifyMessage({ address: account.address, message, signature: signed })).toBe(
        false,
      );
    },
  );
});

describe('what the bundler refuses, as JSON-RPC errors through the proxy', () => {
  it('a signature by someone else than the owner: -32507, AA24', async () => {
    const account = await simpleAccount('0.8');
    await setBalance(account.address, parseEther('1'));
    const bundler = bundlerClient();
    const prepared = await bundler.prepareUserOperation({ account, calls: [{ to: recipient(), value: 1n }] });
    const intruder = await simpleAccount('0.8');
    // The intruder signs this very operation (same hash): only the signer differs.
    const signature = await intruder.signUserOperation({ ...prepared, sender: account.address } as never);
    const error = await bundler
      .sendUserOperation({ ...prepared, account, signature })
      .catch((caught: unknown) => caught);
    expect(rpcCode(error)).toBe(USER_OPERATION_ERROR_CODES.SIGNATURE_CHECK_FAILED);
    expect((error as BaseError).message).toMatch(/AA24 signature error/);
  });

  it('too little gas: verification that runs out (-32500, AA13) and preVerificationGas below the calldata (-32602)', async () => {
    const account = await simpleAccount('0.7');
    await setBalance(account.address, parseEther('1'));
    const bundler = bundlerClient();
    const outOfGas = await bundler
      .sendUserOperation({ account, calls: [{ to: recipient(), value: 1n }], verificationGasLimit: 20_000n })
      .catch((caught: unknown) => caught);
    expect(rpcCode(outOfGas)).toBe(USER_OPERATION_ERROR_CODES.REJECTED_BY_ENTRY_POINT);
    expect((outOfGas as BaseError).message).toMatch(/AA13 initCode failed or OOG/);

    const prepared = await bundler.prepareUserOperation({ account, calls: [{ to: recipient(), value: 1n }] });
    const signature = await account.signUserOperation({ ...prepared, preVerificationGas: 1_000n });
    const { error } = await proxyRpc('eth_sendUserOperation', [
      {
        sender: prepared.sender,
        nonce: numberToHex(prepared.nonce),
        factory: prepared.factory,
        factoryData: prepared.factoryData,
        callData: prepared.callData,
        callGasLimit: numberToHex(prepared.callGasLimit),
        verificationGasLimit: numberToHex(prepared.verificationGasLimit),
        preVerificationGas: numberToHex(1_000n),
        maxFeePerGas: numberToHex(prepared.maxFeePerGas),
        maxPriorityFeePerGas: numberToHex(prepared.maxPriorityFeePerGas),
        signature,
      },
      entryPoint07Address,
    ]);
    expect(error?.code).toBe(USER_OPERATION_ERROR_CODES.INVALID_FIELDS);
    expect(error?.message).toMatch(
      /^preVerificationGas 1000 is too low: this operation's calldata costs \d+$/,
    );
  });

  it('a paymaster that will not pay: the sponsorship service refuses (-32501), a forged sponsorship fails (AA34)', async () => {
    const account = await simpleAccount('0.8');
    const sponsored = bundlerClient({ sponsored: true });
    // 1M gas at 100,000 gwei: 100 ETH at most, over the devnet policy's cap.
    const tooCostly = await sponsored
      .sendUserOperation({
        account,
        calls: [{ to: recipient() }],
        callGasLimit: 1_000_000n,
        maxFeePerGas: parseGwei('100000'),
        maxPriorityFeePerGas: parseGwei('1'),
      })
      .catch((caught: unknown) => caught);
    expect(rpcCode(tooCostly)).toBe(USER_OPERATION_ERROR_CODES.REJECTED_BY_PAYMASTER);
    expect((tooCostly as BaseError).message).toMatch(
      /The devnet paymaster sponsors operations costing at most/,
    );

    const prepared = await sponsored.prepareUserOperation({ account, calls: [{ to: recipient() }] });
    const forgedData = `${prepared.paymasterData!.slice(0, -10)}00000000ff` as Hex;
    const forged = { ...prepared, paymasterData: forgedData };
    const error = await sponsored
      .sendUserOperation({ ...forged, account, signature: await account.signUserOperation(forged) })
      .catch((caught: unknown) => caught);
    expect(rpcCode(error)).toBe(USER_OPERATION_ERROR_CODES.SIGNATURE_CHECK_FAILED);
    expect((error as BaseError).message).toMatch(/AA34 signature error/);
    expect(await client.getCode({ address: account.address })).toBeUndefined();
  });

  it('malformed fields, an unknown EntryPoint, vendor methods and chains without a bundler', async () => {
    const missing = await proxyRpc('eth_sendUserOperation', [{ sender: recipient() }, entryPoint08Address]);
    expect(missing.error).toEqual({
      code: USER_OPERATION_ERROR_CODES.INVALID_FIELDS,
      message: 'userOperation.nonce must be a hex quantity',
    });
    const unknownEntryPoint = await proxyRpc('eth_estimateUserOperationGas', [{}, recipient()]);
    expect(unknownEntryPoint.error?.code).toBe(USER_OPERATION_ERROR_CODES.INVALID_FIELDS);
    expect(unknownEntryPoint.error?.message).toMatch(
      /is not supported \(eth_supportedEntryPoints lists them\)$/,
    );
    const vendor = await proxyRpc('pimlico_getUserOperationGasPrice', []);
    expect(vendor.error?.code).toBe(RPC_ERROR_CODES.METHOD_NOT_FOUND);
    const noBundler = await proxyRpc('eth_supportedEntryPoints', [], 10);
    expect(noBundler.error).toEqual({
      code: RPC_ERROR_CODES.METHOD_NOT_FOUND,
      message:
        'Method eth_supportedEntryPoints needs an ERC-4337 bundler, and this server has none for eip155:10',
    });
    const noPaymaster = await proxyRpc('pm_getPaymasterStubData', [{}, entryPoint08Address, '0xa', {}], 10);
    expect(noPaymaster.error?.message).toBe(
      'Method pm_getPaymasterStubData needs an ERC-7677 paymaster service, and this server has none for eip155:10',
    );
    // The node's own methods still answer on that chain.
    expect((await proxyRpc('eth_chainId', [], 10)).result).toBe('0xa');
  });
});
