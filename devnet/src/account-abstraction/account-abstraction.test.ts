// The ERC-4337 contracts on a devnet chain, the bundler's JSON-RPC surface, and when eth_sendUserOperation answers;
// the user-operation flows themselves (through gangway-server's proxy, with viem and permissionless) are in
// server/test/userOperations.integration.test.ts.
import { USER_OPERATION_ERROR_CODES } from '@gangway/protocol';
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem';
import {
  createBundlerClient,
  entryPoint07Address,
  entryPoint08Address,
  formatUserOperationRequest,
  getUserOperationHash,
  toSimple7702SmartAccount,
} from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_HARDFORK } from '../chains/anvil-process.ts';
import { viemChain } from '../chains/viem-chain.ts';
import { type Devnet, startChains } from '../devnet.ts';
import { JsonRpcError, jsonRpc } from '../json-rpc.ts';
import {
  BUNDLER_ADDRESS,
  ENTRY_POINT_VERSIONS,
  ENTRY_POINTS,
  SIMPLE_7702_ACCOUNT,
  SPONSOR_ADDRESS,
} from './addresses.ts';
import { ACCOUNT_ABSTRACTION_FUNDING } from './deploy-account-abstraction.ts';
import { SPONSORSHIP_POLICY } from './paymaster/paymaster-service.ts';

const CHAIN_ID = 8453;
const POLL_MS = 50;
let devnet: Devnet;
let client: PublicClient;

beforeAll(async () => {
  devnet = await startChains({ chainIds: [CHAIN_ID], basePort: 'auto' });
  client = createPublicClient({
    chain: viemChain(devnet.chains[0]!),
    transport: http(devnet.chains[0]!.rpcUrl),
    pollingInterval: POLL_MS,
  });
}, 120_000);
afterAll(() => devnet?.stop());

const bundlerUrl = () => devnet.bundler!.bundlerUrl(CHAIN_ID);
const paymasterUrl = () => devnet.bundler!.paymasterUrl(CHAIN_ID);
const anvil = <T = unknown>(method: string, params: unknown[] = []) =>
  jsonRpc<T>(devnet.chains[0]!.rpcUrl, method, params);
const bundler = () =>
  createBundlerClient({ client, transport: http(bundlerUrl()), pollingInterval: POLL_MS });
const recipient = () => privateKeyToAccount(generatePrivateKey()).address;
const rpcError = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) =>
      error instanceof JsonRpcError ? { code: error.code, message: error.message } : error,
  );

describe('the ERC-4337 contracts', () => {
  it('run on Prague (EIP-7702) at the addresses viem defaults to, with the paymasters funded', async () => {
    const info = await jsonRpc<{ hardFork: string }>(devnet.chains[0]!.rpcUrl, 'anvil_nodeInfo');
    expect(info.hardFork.toLowerCase()).toBe(ANVIL_HARDFORK);
    expect(ENTRY_POINTS['0.7'].entryPoint).toBe(entryPoint07Address);
    expect(ENTRY_POINTS['0.8'].entryPoint).toBe(entryPoint08Address);
    const delegated = await toSimple7702SmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
    });
    expect(delegated.authorization.address).toBe(SIMPLE_7702_ACCOUNT);
    for (const version of ENTRY_POINT_VERSIONS) {
      const { entryPoint, simpleAccountFactory, paymaster } = ENTRY_POINTS[version];
      for (const address of [entryPoint, simpleAccountFactory, paymaster])
        expect(await client.getCode({ address })).toMatch(/^0x[0-9a-f]{200,}$/);
      const abi = parseAbi([
        'function balanceOf(address) view returns (uint256)',
        'function entryPoint() view returns (address)',
        'function sponsor() view returns (address)',
      ]);
      expect(
        await client.readContract({ address: entryPoint, abi, functionName: 'balanceOf', args: [paymaster] }),
      ).toBe(ACCOUNT_ABSTRACTION_FUNDING.paymasterDeposit);
      expect(await client.readContract({ address: paymaster, abi, functionName: 'entryPoint' })).toBe(
        entryPoint,
      );
      expect(await client.readContract({ address: paymaster, abi, functionName: 'sponsor' })).toBe(
        SPONSOR_ADDRESS,
      );
    }
    expect(await client.getCode({ address: SIMPLE_7702_ACCOUNT })).toMatch(/^0x[0-9a-f]{200,}$/);
    expect(await client.getBalance({ address: BUNDLER_ADDRESS })).toBe(ACCOUNT_ABSTRACTION_FUNDING.bundler);
  });
});

describe('the bundler and paymaster endpoints', () => {
  it("answer the bundler's identity calls and refuse other methods", async () => {
    expect(await jsonRpc(bundlerUrl(), 'eth_chainId')).toBe('0x2105');
    expect(await jsonRpc(bundlerUrl(), 'eth_supportedEntryPoints')).toEqual([
      entryPoint08Address,
      entryPoint07Address,
    ]);
    expect(await jsonRpc(bundlerUrl(), 'eth_getUserOperationReceipt', [`0x${'ab'.repeat(32)}`])).toBeNull();
    expect(await rpcError(jsonRpc(bundlerUrl(), 'eth_sendRawTransaction', ['0x00']))).toEqual({
      code: -32601,
      message: 'Method not found',
    });
    expect(await rpcError(jsonRpc(bundlerUrl(), 'pm_getPaymasterData', []))).toMatchObject({ code: -32601 });
    expect(await rpcError(jsonRpc(bundlerUrl(), 'eth_getUserOperationByHash', ['0x12']))).toEqual({
      code: USER_OPERATION_ERROR_CODES.INVALID_FIELDS,
      message: 'The user operation hash must be 32 bytes of hex',
    });
    const missing = await fetch(`${devnet.bundler!.url}/bundler/1`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(404);
  });

  it('name the bad field of a user operation', async () => {
    const operation = { sender: SPONSOR_ADDRESS, nonce: '0x0', callData: '0x', signature: '0x' };
    expect(
      await rpcError(jsonRpc(bundlerUrl(), 'eth_sendUserOperation', [operation, entryPoint08Address])),
    ).toEqual({
      code: USER_OPERATION_ERROR_CODES.INVALID_FIELDS,
      message: 'userOperation.callGasLimit must be a hex quantity',
    });
    expect(
      await rpcError(
        jsonRpc(bundlerUrl(), 'eth_sendUserOperation', [{ ...operation, nonce: 7 }, entryPoint08Address]),
      ),
    ).toMatchObject({ message: 'userOperation.nonce must be a hex quantity' });
    expect(
      await rpcError(jsonRpc(bundlerUrl(), 'eth_estimateUserOperationGas', [operation, SPONSOR_ADDRESS])),
    ).toEqual({
      code: USER_OPERATION_ERROR_CODES.INVALID_FIELDS,
      message: `EntryPoint ${SPONSOR_ADDRESS} is not supported (eth_supportedEntryPoints lists them)`,
    });
  });

  it('give a stub for estimates and refuse a chain the service does not serve', async () => {
    const operation = { sender: SPONSOR_ADDRESS, nonce: '0x0', callData: '0x', signature: '0x' };
    const stub = await jsonRpc<Record<string, unknown>>(paymasterUrl(), 'pm_getPaymasterStubData', [
      operation,
      entryPoint07Address,
      '0x2105',
      {},
    ]);
    expect(stub).toMatchObject({
      paymaster: ENTRY_POINTS['0.7'].paymaster,
      paymasterVerificationGasLimit: `0x${SPONSORSHIP_POLICY.verificationGasLimit.toString(16)}`,
      paymasterPostOpGasLimit: '0x0',
      isFinal: false,
    });
    expect(stub.paymasterData).toMatch(/^0x[0-9a-f]{154}$/);
    expect(
      await rpcError(
        jsonRpc(paymasterUrl(), 'pm_getPaymasterData', [operation, entryPoint07Address, '0x1', {}]),
      ),
    ).toEqual({
      code: USER_OPERATION_ERROR_CODES.INVALID_FIELDS,
      message: 'This paymaster serves chain 0x2105, not 0x1',
    });
  });
});

/** A fresh EOA holding 1 ETH, as a Simple7702Account with the authorization its first operation carries. */
async function delegatedAccount() {
  const owner = privateKeyToAccount(generatePrivateKey());
  await anvil('anvil_setBalance', [owner.address, numberToHex(parseEther('1'))]);
  const account = await toSimple7702SmartAccount({ client, owner });
  const authorization = await owner.signAuthorization({
    address: SIMPLE_7702_ACCOUNT,
    chainId: CHAIN_ID,
    nonce: 0,
  });
  return { account, authorization };
}

/** An operation sending 1 wei to `to`, signed, ready for eth_sendUserOperation. */
async function signedTransfer(to: Address) {
  const { account, authorization } = await delegatedAccount();
  const prepared = await bundler().prepareUserOperation({
    account,
    authorization,
    calls: [{ to, value: 1n }],
  });
  const operation = { ...prepared, signature: await account.signUserOperation(prepared) };
  const hash = getUserOperationHash({
    chainId: CHAIN_ID,
    entryPointAddress: entryPoint08Address,
    entryPointVersion: '0.8',
    userOperation: operation,
  });
  return { account, operation, hash };
}

const sendParams = (operation: Awaited<ReturnType<typeof signedTransfer>>['operation']) => [
  formatUserOperationRequest(operation),
  entryPoint08Address,
];

describe('eth_sendUserOperation', () => {
  it('answers once the operation is validated, before its bundle is mined; the receipt comes once it is', async () => {
    const to = recipient();
    const { operation, hash } = await signedTransfer(to);
    const bundles = () => anvil<Hex>('eth_getTransactionCount', [BUNDLER_ADDRESS, 'pending']);
    const before = await bundles();
    // Blocks are mined only when the test says so: an answer that waited for its bundle to be mined never comes.
    await anvil('evm_setAutomine', [false]);
    try {
      expect(await jsonRpc(bundlerUrl(), 'eth_sendUserOperation', sendParams(operation))).toBe(hash);
      await expect.poll(bundles, { interval: POLL_MS }).not.toBe(before);
      expect(await jsonRpc(bundlerUrl(), 'eth_getUserOperationReceipt', [hash])).toBeNull();
      expect(await jsonRpc(bundlerUrl(), 'eth_getUserOperationByHash', [hash])).toMatchObject({
        entryPoint: entryPoint08Address,
        transactionHash: null,
        blockNumber: null,
      });
      await anvil('evm_mine');
      // Mined: the operation names its transaction as soon as its receipt is there, before the bundler's own wait
      // for the bundle (a 10 ms poll) has ended.
      const mined = await jsonRpc<{ receipt: { transactionHash: Hex } } | null>(
        bundlerUrl(),
        'eth_getUserOperationReceipt',
        [hash],
      );
      expect(await jsonRpc(bundlerUrl(), 'eth_getUserOperationByHash', [hash])).toMatchObject({
        transactionHash: mined?.receipt.transactionHash,
      });
    } finally {
      await anvil('evm_setAutomine', [true]);
    }
    const receipt = await bundler().waitForUserOperationReceipt({ hash, timeout: 20_000 });
    expect(receipt).toMatchObject({ success: true, sender: operation.sender });
    expect(await client.getBalance({ address: to })).toBe(1n);
    expect(await jsonRpc(bundlerUrl(), 'eth_getUserOperationByHash', [hash])).toMatchObject({
      transactionHash: receipt.receipt.transactionHash,
    });
  });

  it('refuses at send an operation whose validation fails, and keeps nothing of it', async () => {
    const to = recipient();
    const { operation, hash } = await signedTransfer(to);
    // Signed by another key (the hash leaves the signature out): the account's validateUserOp fails in the simulation.
    const stranger = await toSimple7702SmartAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
    });
    const forged = { ...operation, signature: await stranger.signUserOperation(operation) };
    expect(await rpcError(jsonRpc(bundlerUrl(), 'eth_sendUserOperation', sendParams(forged)))).toEqual({
      code: USER_OPERATION_ERROR_CODES.SIGNATURE_CHECK_FAILED,
      message: 'AA24 signature error',
    });
    expect(await jsonRpc(bundlerUrl(), 'eth_getUserOperationByHash', [hash])).toBeNull();
    expect(await jsonRpc(bundlerUrl(), 'eth_getUserOperationReceipt', [hash])).toBeNull();
    // Its nonce is still free: the genuine operation goes through.
    expect(await jsonRpc(bundlerUrl(), 'eth_sendUserOperation', sendParams(operation))).toBe(hash);
    expect((await bundler().waitForUserOperationReceipt({ hash, timeout: 20_000 })).success).toBe(true);
    expect(await client.getBalance({ address: to })).toBe(1n);
  });

  it('takes several operations sent at once and mines every one, each in its own bundle', async () => {
    const recipients = [recipient(), recipient(), recipient()];
    const signed = await Promise.all(recipients.map(signedTransfer));
    const hashes = await Promise.all(
      signed.map(({ operation }) =>
        jsonRpc<Hex>(bundlerUrl(), 'eth_sendUserOperation', sendParams(operation)),
      ),
    );
    expect(hashes).toEqual(signed.map(({ hash }) => hash));
    const receipts = await Promise.all(
      hashes.map((hash) => bundler().waitForUserOperationReceipt({ hash, timeout: 20_000 })),
    );
    expect(receipts.map((receipt) => receipt.success)).toEqual([true, true, true]);
    expect(new Set(receipts.map((receipt) => receipt.receipt.transactionHash)).size).toBe(3);
    expect(await Promise.all(recipients.map((address) => client.getBalance({ address })))).toEqual([
      1n,
      1n,
      1n,
    ]);
  });

  it('bundles the operations of one batch in the order they came', async () => {
    const signed = await Promise.all([recipient(), recipient(), recipient()].map(signedTransfer));
    const response = await fetch(bundlerUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        signed.map(({ operation }, id) => ({
          jsonrpc: '2.0',
          id,
          method: 'eth_sendUserOperation',
          params: sendParams(operation),
        })),
      ),
    });
    const replies = (await response.json()) as { id: number; result: Hex }[];
    expect(replies.map(({ result }) => result)).toEqual(signed.map(({ hash }) => hash));
    const receipts = await Promise.all(
      replies.map(({ result }) => bundler().waitForUserOperationReceipt({ hash: result, timeout: 20_000 })),
    );
    const blocks = receipts.map((receipt) => receipt.receipt.blockNumber);
    expect(blocks).toEqual([...blocks].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(blocks).size).toBe(3);
  });
});
