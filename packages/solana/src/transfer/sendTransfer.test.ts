// @vitest-environment node
// Transfer intents through the adapter against devnet's real Solana chain (litesvm behind its JSON-RPC), signed and
// sent by a Wallet Standard wallet holding a dev key. Node, not happy-dom: @solana/kit's Node build needs Node's own
// AbortSignal; the Wallet Standard only needs a window that dispatches events.
import { type Connector, defineNetwork } from '@gangway/core';
import { formatUnits, type SolanaSendOptions } from '@gangway/core/internal';
import { type SolanaDevnetChain, startSolanaChain } from '@gangway/devnet';
import { ERROR_MESSAGES, GangwayError } from '@gangway/protocol';
import {
  type Address,
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  generateKeyPairSigner,
  getAddressFromPublicKey,
  getBase16Decoder,
  getBase58Encoder,
} from '@solana/kit';
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { solanaAdapter } from '../solanaAdapter.ts';
import { createFakeStandardWallet, type FakeStandardWallet } from '../testing/fakeStandardWallet.ts';

(globalThis as { window?: EventTarget }).window ??= new EventTarget();

let devnet: SolanaDevnetChain;
let rpc: ReturnType<typeof createSolanaRpc>;
beforeAll(async () => {
  devnet = await startSolanaChain({ port: 'auto', slotIntervalMs: 0 });
  rpc = createSolanaRpc(devnet.rpcUrl);
});
afterAll(() => devnet.stop());

const wallets: FakeStandardWallet[] = [];
afterEach(() => {
  for (const wallet of wallets.splice(0)) wallet.unregister();
});

function localnet(rpcUrl = devnet.rpcUrl) {
  return defineNetwork({
    chainNamespace: 'solana',
    id: devnet.caipNetworkId.slice('solana:'.length),
    name: 'Solana (devnet)',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/** The adapter connected to a wallet that signs with dev account `index`'s key (or the key given). */
async function connectDevAccount(index: number, key?: { address: string; secretKey: string }) {
  const sender = key ?? devnet.accounts[index]!;
  const fake = await createFakeStandardWallet({ secretKeys: [sender.secretKey], rpcUrl: devnet.rpcUrl });
  wallets.push(fake);
  const adapter = solanaAdapter();
  const network = localnet();
  adapter.setup({ networks: [network] });
  let connectors: readonly Connector[] = [];
  const stop = adapter.watchConnectors((list) => {
    connectors = list;
  });
  stop();
  const connector = connectors.find((candidate) => candidate.name === fake.wallet.name)!;
  const { accounts } = await adapter.connect({ connector, network });
  expect(accounts[0].address).toBe(sender.address);
  const send = (
    payload: { to: string; value: bigint; mint?: string; options?: SolanaSendOptions },
    on = network,
  ) => adapter.sendTransaction({ connector, network: on, from: sender.address, ...payload });
  return { fake, sender, send };
}

async function lamportsOf(owner: string): Promise<bigint> {
  return (await rpc.getBalance(owner as Address).send()).value;
}

async function ataOf(owner: string, mint: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner: owner as Address,
    mint,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  return ata;
}

/** Base units the owner's associated token account holds; null when it does not exist. */
async function tokensOf(owner: string, mint: Address): Promise<bigint | null> {
  const ata = await ataOf(owner, mint);
  const { value } = await rpc.getAccountInfo(ata, { encoding: 'base64' }).send();
  if (!value) return null;
  return BigInt((await rpc.getTokenAccountBalance(ata).send()).value.amount);
}

async function newAddress(): Promise<Address> {
  return (await generateKeyPairSigner()).address;
}

function sendsOf(fake: FakeStandardWallet) {
  return fake.calls.filter((call) => call.feature === 'solana:signAndSendTransaction');
}

async function rejectionOf(promise: Promise<unknown>): Promise<GangwayError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GangwayError)) throw new Error(`expected a GangwayError, got ${String(error)}`);
  return error;
}

describe('sendTransaction with a transfer intent on devnet’s Solana chain', () => {
  it('sends SOL: the recipient’s balance moves by the amount, the sender’s by the amount and the fee', async () => {
    const { fake, sender, send } = await connectDevAccount(1);
    const recipient = devnet.accounts[2]!.address;
    const [senderBefore, recipientBefore] = await Promise.all([
      lamportsOf(sender.address),
      lamportsOf(recipient),
    ]);
    const signature = await send({ to: recipient, value: 1_234_567_890n });
    expect(getBase58Encoder().encode(signature)).toHaveLength(64);
    expect(await lamportsOf(recipient)).toBe(recipientBefore + 1_234_567_890n);
    expect(await lamportsOf(sender.address)).toBe(senderBefore - 1_234_567_890n - 5_000n);
    const { value: statuses } = await rpc.getSignatureStatuses([signature as never]).send();
    expect(statuses[0]).toMatchObject({ err: null });
    expect(sendsOf(fake)).toHaveLength(1);
  });

  it('sends SPL tokens to a recipient without an account: creates its associated token account', async () => {
    const { send, sender } = await connectDevAccount(1);
    const usdc = devnet.mints.usdc.address;
    const recipient = await newAddress();
    const senderBefore = await tokensOf(sender.address, usdc);
    expect(await tokensOf(recipient, usdc)).toBeNull();
    await send({ to: recipient, value: 2_500_000n, mint: usdc });
    expect(await tokensOf(recipient, usdc)).toBe(2_500_000n);
    expect(await tokensOf(sender.address, usdc)).toBe(senderBefore! - 2_500_000n);
    // A second transfer finds the account and only moves tokens.
    await send({ to: recipient, value: 500_000n, mint: usdc });
    expect(await tokensOf(recipient, usdc)).toBe(3_000_000n);
  });

  it('sends a 9-decimals token to a recipient that already holds it', async () => {
    const { send } = await connectDevAccount(3);
    const gway = devnet.mints.gway.address;
    const recipient = devnet.accounts[4]!.address;
    const before = await tokensOf(recipient, gway);
    await send({ to: recipient, value: 10n ** 9n, mint: gway });
    expect(await tokensOf(recipient, gway)).toBe(before! + 10n ** 9n);
  });

  it('hands the built transaction to the wallet with SPEC §3 options', async () => {
    const { fake, send } = await connectDevAccount(5);
    const recipient = devnet.accounts[6]!.address;
    const before = await lamportsOf(recipient);
    const options = { skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 3 } as const;
    await send({ to: recipient, value: 1_000_000n, options });
    expect(sendsOf(fake)[0]?.input).toMatchObject({ chain: 'solana:localnet', options });
    expect(await lamportsOf(recipient)).toBe(before + 1_000_000n);
  });
});

describe('a transfer that cannot land is refused before the wallet is asked, leaving nothing done', () => {
  async function expectNothingDone(
    fake: FakeStandardWallet,
    owners: readonly string[],
    run: () => Promise<unknown>,
  ): Promise<GangwayError> {
    const mints = Object.values(devnet.mints).map((mint) => mint.address);
    const snapshot = () =>
      Promise.all(
        owners.flatMap((owner) => [lamportsOf(owner), ...mints.map((mint) => tokensOf(owner, mint))]),
      );
    const before = await snapshot();
    const error = await rejectionOf(run());
    expect(await snapshot()).toEqual(before);
    expect(sendsOf(fake)).toEqual([]);
    return error;
  }

  it('a recipient that is not a Solana address', async () => {
    const { fake, sender, send } = await connectDevAccount(7);
    const error = await expectNothingDone(fake, [sender.address], () =>
      send({ to: '0x1111111111111111111111111111111111111111', value: 1n }),
    );
    expect(error.message).toBe(
      ERROR_MESSAGES.INVALID_OPTION({ option: 'to', reason: 'not a Solana address' }),
    );
  });

  it('a token account as the recipient of tokens', async () => {
    const { fake, sender, send } = await connectDevAccount(7);
    const usdc = devnet.mints.usdc.address;
    const tokenAccount = devnet.accounts[8]!.tokenAccounts.usdc;
    const error = await expectNothingDone(fake, [sender.address, tokenAccount], () =>
      send({ to: tokenAccount, value: 1n, mint: usdc }),
    );
    expect(error.code).toBe('INVALID_OPTION');
    expect(error.message).toMatch(/^Invalid option `to`: a token account/);
  });

  it.each([
    ['an address with no account', async () => newAddress()],
    ['a wallet address', async () => devnet.accounts[0]!.address],
    ['a token account', async () => devnet.accounts[0]!.tokenAccounts.usdc],
  ])('a mint that is %s', async (_, mintAddress) => {
    const { fake, sender, send } = await connectDevAccount(7);
    const mint = await mintAddress();
    const recipient = await newAddress();
    const error = await expectNothingDone(fake, [sender.address, recipient], () =>
      send({ to: recipient, value: 1n, mint }),
    );
    expect(error.message).toBe(
      ERROR_MESSAGES.INVALID_OPTION({
        option: 'mint',
        reason: `${mint} is not an SPL Token mint on Solana (devnet)`,
      }),
    );
    expect(await rpc.getAccountInfo(await ataOf(recipient, mint as Address)).send()).toMatchObject({
      value: null,
    });
  });

  it('more SOL than the sender holds with the fee', async () => {
    const { fake, sender, send } = await connectDevAccount(7);
    const recipient = devnet.accounts[9]!.address;
    const balance = await lamportsOf(sender.address);
    const error = await expectNothingDone(fake, [sender.address, recipient], () =>
      send({ to: recipient, value: balance }),
    );
    expect(error.code).toBe('INSUFFICIENT_FUNDS');
    expect(error.message).toBe(
      `Insufficient funds: ${formatUnits(balance + 5_000n, 9)} SOL needed, ${formatUnits(balance, 9)} available`,
    );
  });

  it('less SOL than a new account must hold', async () => {
    const { fake, sender, send } = await connectDevAccount(7);
    const recipient = await newAddress();
    const error = await expectNothingDone(fake, [sender.address, recipient], () =>
      send({ to: recipient, value: 1_000n }),
    );
    expect(error.message).toMatch(
      /^Invalid option `value`: .* has no account yet, and a new account needs at least 0\.00089088 SOL$/,
    );
  });

  it('more tokens than the sender holds', async () => {
    const { fake, sender, send } = await connectDevAccount(7);
    const usdc = devnet.mints.usdc.address;
    const recipient = await newAddress();
    const held = (await tokensOf(sender.address, usdc))!;
    const error = await expectNothingDone(fake, [sender.address, recipient], () =>
      send({ to: recipient, value: held + 1n, mint: usdc }),
    );
    expect(error.message).toBe(
      ERROR_MESSAGES.INSUFFICIENT_FUNDS({
        needed: formatUnits(held + 1n, 6),
        available: formatUnits(held, 6),
        asset: `tokens of ${usdc}`,
      }),
    );
    expect(await tokensOf(recipient, usdc)).toBeNull();
  });

  it('tokens from an account with no SOL for the fee and the recipient’s new token account', async () => {
    const seed = crypto.getRandomValues(new Uint8Array(32));
    const holder = {
      address: await getAddressFromPublicKey((await createKeyPairFromPrivateKeyBytes(seed)).publicKey),
      secretKey: getBase16Decoder().decode(seed),
    };
    const usdc = devnet.mints.usdc.address;
    await (await connectDevAccount(8)).send({ to: holder.address, value: 5_000_000n, mint: usdc });
    expect(await lamportsOf(holder.address)).toBe(0n);
    const { fake, send } = await connectDevAccount(0, holder);
    const recipient = await newAddress();
    const error = await expectNothingDone(fake, [holder.address, recipient], () =>
      send({ to: recipient, value: 1_000_000n, mint: usdc }),
    );
    const accountRent = await rpc.getMinimumBalanceForRentExemption(165n).send();
    expect(error.message).toBe(
      ERROR_MESSAGES.INSUFFICIENT_FUNDS({
        needed: formatUnits(accountRent + 5_000n, 9),
        available: '0',
        asset: 'SOL',
      }),
    );
  });

  it('an RPC that does not answer', async () => {
    const { fake, sender, send } = await connectDevAccount(7);
    const unreachable = localnet('http://127.0.0.1:1');
    const error = await expectNothingDone(fake, [sender.address], () =>
      send({ to: devnet.accounts[9]!.address, value: 1_000_000n }, unreachable),
    );
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', category: 'NETWORK_ERROR' });
    expect(error.message).toMatch(/^Invalid response from The RPC of Solana \(devnet\): /);
  });
});
