// GangwaySmartAccount as a viem smart account, for viem's bundler client (the package's ./smartAccount entry: viem
// only, no compiler): the embedded wallet's frame sends its user operations with it (signed by the owner), and an
// app's backend sends calls with a session key it was granted (toGangwaySessionAccount). Signatures of messages and typed data are ERC-1271 over the account's
// replay-safe hash, wrapped in ERC-6492 (by viem's toSmartAccount) while the account is not deployed.
import {
  GANGWAY_ACCOUNT_DOMAIN,
  GANGWAY_ACCOUNT_FACTORY,
  GANGWAY_ACCOUNT_MESSAGE_TYPES,
  GANGWAY_ACCOUNT_SALT,
  gangwayAccountAbi,
  gangwayAccountFactoryAbi,
  SESSION_SIGNATURE_PREFIX,
} from '@gangway/protocol';
import {
  type Address,
  type Chain,
  type Client,
  concat,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  hashMessage,
  hashTypedData,
  type JsonRpcAccount,
  type LocalAccount,
  type Transport,
  type TypedDataDefinition,
} from 'viem';
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationTypedData,
  type SmartAccount,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction';
import { readContract } from 'viem/actions';

export type GangwaySmartAccountImplementation = SmartAccountImplementation<
  typeof entryPoint08Abi,
  '0.8',
  { abi: typeof gangwayAccountAbi; factory: { abi: typeof gangwayAccountFactoryAbi; address: Address } }
>;
export type GangwaySmartAccount = SmartAccount<GangwaySmartAccountImplementation>;

/** A 65-byte signature of the right shape that recovers to no one: gas estimates sign with it. */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c';

const entryPoint = { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' } as const;
const factory = { abi: gangwayAccountFactoryAbi, address: GANGWAY_ACCOUNT_FACTORY } as const;

/** The clients viem's smart accounts take (one with a local or JSON-RPC account, or none). */
type AccountClient = Client<Transport, Chain | undefined, JsonRpcAccount | LocalAccount | undefined>;

type Call = { to: Hex; data?: Hex | undefined; value?: bigint | undefined };

/** The account's calldata for one call (execute) or several, all or none (executeBatch). */
export function encodeGangwayCalls(calls: readonly Call[]): Hex {
  const [only] = calls;
  if (calls.length === 1 && only)
    return encodeFunctionData({
      abi: gangwayAccountAbi,
      functionName: 'execute',
      args: [only.to, only.value ?? 0n, only.data ?? '0x'],
    });
  return encodeFunctionData({
    abi: gangwayAccountAbi,
    functionName: 'executeBatch',
    args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
  });
}

export function decodeGangwayCalls(data: Hex): Call[] {
  const decoded = decodeFunctionData({ abi: gangwayAccountAbi, data });
  if (decoded.functionName === 'execute') {
    const [to, value, callData] = decoded.args;
    return [{ to, value, data: callData }];
  }
  if (decoded.functionName === 'executeBatch')
    return decoded.args[0].map((call) => ({ to: call.target, value: call.value, data: call.data }));
  throw new Error(`${decoded.functionName} is not a call of the account`);
}

/** The ERC-1271 payload the owner signs for `hash` (GangwaySmartAccount.replaySafeHash). */
export function replaySafeTypedData(account: Address, chainId: number, hash: Hex) {
  return {
    domain: { ...GANGWAY_ACCOUNT_DOMAIN, chainId, verifyingContract: account },
    types: GANGWAY_ACCOUNT_MESSAGE_TYPES,
    primaryType: 'GangwaySmartAccountMessage',
    message: { hash },
  } as const;
}

/** The smart account an owner key controls (one per owner: salt 0), at its address before and after deployment. */
export async function gangwaySmartAccountAddress(client: AccountClient, owner: Address): Promise<Address> {
  return readContract(client, {
    ...factory,
    functionName: 'getAddress',
    args: [owner, GANGWAY_ACCOUNT_SALT],
  });
}

function chainIdOf(client: AccountClient): number {
  const id = client.chain?.id;
  if (id === undefined) throw new Error('The client needs a chain');
  return id;
}

interface Signer {
  /** What ends up in userOp.signature for a signature over the userOpHash's typed data. */
  signUserOperation(typedData: ReturnType<typeof getUserOperationTypedData>): Promise<Hex>;
  stubSignature: Hex;
  signHash?(account: Address, hash: Hex): Promise<Hex>;
  factoryArgs(): { factory?: Address; factoryData?: Hex };
}

function build(client: AccountClient, address: Address, signer: Signer): Promise<GangwaySmartAccount> {
  return toSmartAccount({
    client,
    entryPoint,
    extend: { abi: gangwayAccountAbi, factory },
    getAddress: async () => address,
    encodeCalls: async (calls) => encodeGangwayCalls(calls),
    decodeCalls: async (data) => decodeGangwayCalls(data),
    getFactoryArgs: async () => signer.factoryArgs(),
    getStubSignature: async () => signer.stubSignature,
    async signMessage({ message }) {
      if (!signer.signHash) throw new Error('A session key signs user operations only');
      return signer.signHash(address, hashMessage(message));
    },
    async signTypedData(parameters) {
      if (!signer.signHash) throw new Error('A session key signs user operations only');
      return signer.signHash(address, hashTypedData(parameters as TypedDataDefinition));
    },
    async signUserOperation(parameters) {
      const { chainId = chainIdOf(client), ...userOperation } = parameters;
      return signer.signUserOperation(
        getUserOperationTypedData({
          chainId,
          entryPointAddress: entryPoint.address,
          userOperation: { ...userOperation, sender: address },
        }),
      );
    },
  }) as Promise<GangwaySmartAccount>;
}

/** The owner's GangwaySmartAccount: sends user operations and signs messages (ERC-1271 / ERC-6492). */
export async function toGangwaySmartAccount(parameters: {
  client: AccountClient;
  owner: LocalAccount;
  /** Known already (skips the factory's getAddress read). */
  address?: Address;
}): Promise<GangwaySmartAccount> {
  const { client, owner } = parameters;
  const address = parameters.address ?? (await gangwaySmartAccountAddress(client, owner.address));
  if (!owner.signTypedData) throw new Error('The owner must sign typed data');
  const signTypedData = owner.signTypedData.bind(owner);
  return build(client, address, {
    stubSignature: STUB_SIGNATURE,
    signUserOperation: (typedData) => signTypedData(typedData),
    signHash: (account, hash) => signTypedData(replaySafeTypedData(account, chainIdOf(client), hash)),
    factoryArgs: () => ({
      factory: factory.address,
      factoryData: encodeFunctionData({
        ...factory,
        functionName: 'createAccount',
        args: [owner.address, GANGWAY_ACCOUNT_SALT],
      }),
    }),
  });
}

/** userOp.signature for a session key's signature. */
export function sessionSignature(sessionId: Hex, signature: Hex): Hex {
  return concat([
    SESSION_SIGNATURE_PREFIX,
    encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes' }], [sessionId, signature]),
  ]);
}

/**
 * A deployed GangwaySmartAccount as a session key granted on it sees it (wallet_grantPermissions): it sends the calls
 * the session allows, within its time window, without asking the owner. It signs no messages.
 */
export async function toGangwaySessionAccount(parameters: {
  client: AccountClient;
  /** The smart account the session was granted on. */
  address: Address;
  /** The session's id (the grant's permissions context). */
  sessionId: Hex;
  /** The session key. */
  signer: LocalAccount;
}): Promise<GangwaySmartAccount> {
  const { client, address, sessionId, signer } = parameters;
  if (!signer.signTypedData) throw new Error('The session key must sign typed data');
  const signTypedData = signer.signTypedData.bind(signer);
  return build(client, address, {
    stubSignature: sessionSignature(sessionId, STUB_SIGNATURE),
    signUserOperation: async (typedData) => sessionSignature(sessionId, await signTypedData(typedData)),
    factoryArgs: () => {
      throw new Error('A session key needs the smart account deployed');
    },
  });
}
