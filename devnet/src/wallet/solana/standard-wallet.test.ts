// @vitest-environment happy-dom
// The dev wallet as Gangway's Solana adapter sees it: discovered over Wallet Standard, approved through the test API,
// signatures checked with ed25519 outside the wallet, and SOL and SPL transfers landing on a real devnet Solana node.
import { type CaipNetwork, type Connector, defineNetwork } from '@gangway/core';
import { solanaAdapter } from '@gangway/solana';
import {
  type Address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getPublicKeyFromAddress,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLANA_DEV_ACCOUNTS } from '../../solana/dev-keys.ts';
import { type SolanaDevnetChain, startSolanaChain } from '../../solana/start-solana-chain.ts';
import { type DevWalletTestApi, type DevWalletWindow, installDevWallet } from '../browser/install.ts';

const win = window as unknown as DevWalletWindow;
const [account0, account1] = SOLANA_DEV_ACCOUNTS;
let chain: SolanaDevnetChain;
let api: DevWalletTestApi;
let connector: Connector;
let localnet: CaipNetwork<'solana'>;
const adapter = solanaAdapter();
const events: unknown[] = [];

const waitForPending = async () => {
  for (let tries = 0; api.pending().length === 0 && tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return api.pending()[0];
};

beforeAll(async () => {
  chain = await startSolanaChain({ port: 'auto' });
  localnet = defineNetwork({
    chainNamespace: 'solana',
    id: 'GangwayDevnetSo1ana111111111111',
    name: 'Solana Devnet (local)',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
  api = installDevWallet({ panel: false, persist: false, solana: { rpcUrl: chain.rpcUrl } }, win).testApi;
  adapter.setup({ networks: [localnet] });
  adapter.watchConnectors((list) => {
    connector = list.find((candidate) => candidate.name === 'Gangway Dev Wallet') ?? connector;
  });
  adapter.subscribe((event) => events.push(event));
});

afterAll(async () => {
  delete win.__gangwayDevWallet;
  await chain.stop();
});

// Plain JSON-RPC: Kit's RPC client trips over happy-dom's AbortSignal.
async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}
const balance = async (address: string) =>
  BigInt((await rpc<{ value: number }>('getBalance', [address])).value);

const network = () => localnet;

/** A version 0 transaction of `instructions` paid by dev account 0, in wire format. */
async function wireOf(instructions: readonly Instruction[]): Promise<Uint8Array> {
  const { value: latest } = await rpc<{
    value: { blockhash: Blockhash; lastValidBlockHeight: number };
  }>('getLatestBlockhash', []);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(account0!.address as Address, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: latest.blockhash, lastValidBlockHeight: BigInt(latest.lastValidBlockHeight) },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

const send = (transaction: Uint8Array) =>
  adapter.sendTransaction({
    connector,
    network: network(),
    from: account0!.address,
    transaction,
  } as Parameters<typeof adapter.sendTransaction>[0]);

async function expectLanded(signature: string): Promise<void> {
  const status = await rpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [[signature]]);
  expect(status.value[0]?.err).toBeNull();
}

describe('dev wallet on Solana (Wallet Standard)', () => {
  it('is discovered by solanaAdapter() with the dev wallet icon on solana:localnet', () => {
    expect(connector).toMatchObject({ name: 'Gangway Dev Wallet', chain: 'solana', type: 'ANNOUNCED' });
    expect(connector.imageUrl).toBe(api.info.icon);
    expect(api.solana?.chains).toEqual(['solana:localnet']);
  });

  it('answers a silent connect with nothing before the site is granted', async () => {
    await expect(adapter.reconnect({ connector, network: network() })).resolves.toBeNull();
    expect(api.pending()).toEqual([]);
  });

  it('maps a rejected connect to CONNECTION_REJECTED', async () => {
    const connecting = adapter.connect({ connector, network: network() });
    expect(await waitForPending()).toMatchObject({ kind: 'connect', method: 'standard:connect' });
    api.reject();
    await expect(connecting).rejects.toMatchObject({ code: 'CONNECTION_REJECTED' });
  });

  it('connects the selected dev account once approved, and restores it silently', async () => {
    const connecting = adapter.connect({ connector, network: network() });
    const request = await waitForPending();
    expect(request).toMatchObject({ chainId: 'solana:localnet', account: account0!.address });
    expect(request?.summary[0]).toContain(account0!.address);
    api.approve();
    await expect(connecting).resolves.toMatchObject({
      accounts: [{ address: account0!.address, type: 'eoa' }],
    });
    await expect(adapter.reconnect({ connector, network: network() })).resolves.toMatchObject({
      accounts: [{ address: account0!.address }],
    });
  });

  it('signs a message with a real ed25519 signature after showing its text', async () => {
    const message = 'Sign in to Gangway';
    const signing = adapter.signMessage({ connector, address: account0!.address, message });
    const request = await waitForPending();
    expect(request).toMatchObject({ kind: 'sign-message', method: 'solana:signMessage', summary: [message] });
    api.approve();
    const signature = getBase58Encoder().encode(await signing);
    const key = await getPublicKeyFromAddress(account0!.address);
    await expect(verifySignature(key, signature as never, new TextEncoder().encode(message))).resolves.toBe(
      true,
    );
  });

  it('rejects a refused signature with code 4001', async () => {
    const signing = api.solana!.features['solana:signMessage'] as {
      signMessage(input: { account: unknown; message: Uint8Array }): Promise<unknown>;
    };
    const refused = signing.signMessage({
      account: api.solana!.accounts[0],
      message: new Uint8Array([104, 105]),
    });
    await waitForPending();
    api.reject();
    await expect(refused).rejects.toMatchObject({ code: 4001 });
  });

  it('signs and sends a SOL transfer that lands on the devnet node', async () => {
    const to = account1!.address;
    const before = await balance(to);
    const transfer = getTransferSolInstruction({
      source: createNoopSigner(account0!.address),
      destination: to,
      amount: 1_500_000_000n,
    });
    const sending = send(await wireOf([transfer]));
    const request = await waitForPending();
    expect(request?.summary).toEqual([`Send 1.5 SOL to ${to}`, 'Fee: 0.000005 SOL']);
    api.approve();
    await expectLanded(await sending);
    expect(await balance(to)).toBe(before + 1_500_000_000n);
  });

  it("shows an SPL transfer to a new holder (its token account's creation, then amount and owner) and sends it", async () => {
    const owner = (await generateKeyPairSigner()).address;
    const usdc = chain.mints.usdc.address;
    const [destination] = await findAssociatedTokenPda({
      owner,
      mint: usdc,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    const sender = createNoopSigner(account0!.address);
    const instructions = [
      getCreateAssociatedTokenIdempotentInstruction({ payer: sender, ata: destination, owner, mint: usdc }),
      getTransferCheckedInstruction({
        source: chain.accounts[0]!.tokenAccounts.usdc,
        mint: usdc,
        destination,
        authority: sender,
        amount: 2_500_000n,
        decimals: 6,
      }),
    ];
    const sending = send(await wireOf(instructions));
    const request = await waitForPending();
    expect(request?.summary).toEqual([
      `Create ${owner}'s token account for USDC`,
      `Send 2.5 USDC to ${owner} (token account ${destination})`,
      'Fee: 0.000005 SOL',
    ]);
    api.approve();
    await expectLanded(await sending);
    const tokens = await rpc<{ value: { amount: string } }>('getTokenAccountBalance', [destination]);
    expect(tokens.value.amount).toBe('2500000');
  });

  it("reports an account switch and the site's revocation as changes", async () => {
    events.length = 0;
    api.switchAccount(1);
    expect(api.solana!.accounts.map((account) => account.address)).toEqual([account1!.address]);
    api.revokeSite();
    expect(api.solana!.accounts).toEqual([]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'accountsChanged' }));
    await expect(adapter.reconnect({ connector, network: network() })).resolves.toBeNull();
  });
});
