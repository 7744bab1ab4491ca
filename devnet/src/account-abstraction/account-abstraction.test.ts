// The ERC-4337 contracts on a devnet chain and the bundler's JSON-RPC surface; the user-operation flows themselves
// (through gangway-server's proxy, with viem and permissionless) are in server/test/userOperations.integration.test.ts.
import { USER_OPERATION_ERROR_CODES } from '@gangway/protocol';
import { createPublicClient, http, type PublicClient, parseAbi } from 'viem';
import { entryPoint07Address, entryPoint08Address, toSimple7702SmartAccount } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANVIL_HARDFORK } from '../chains/anvil-process.ts';
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
let devnet: Devnet;
let client: PublicClient;

beforeAll(async () => {
  devnet = await startChains({ chainIds: [CHAIN_ID], basePort: 'auto' });
  client = createPublicClient({ transport: http(devnet.chains[0]!.rpcUrl) });
}, 120_000);
afterAll(() => devnet?.stop());

const bundlerUrl = () => devnet.bundler!.bundlerUrl(CHAIN_ID);
const paymasterUrl = () => devnet.bundler!.paymasterUrl(CHAIN_ID);
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
