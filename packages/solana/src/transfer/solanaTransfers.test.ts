// The Solana family's Send support: SOL and SPL intents, the fee per signature and the rent of a new token account,
// and the fate of a sent transaction.
import { rpcReader } from '@gangway/core/internal';
import { describe, expect, it } from 'vitest';
import { SOLANA_SIGNATURE_FEE_LAMPORTS, SPL_TOKEN_ACCOUNT_BYTES } from './solanaFees.ts';
import { solanaTransfers } from './solanaTransfers.ts';

const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const TO = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

function rpcFetch(answers: Record<string, unknown>, calls: { method: string; params: unknown }[]) {
  return (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as {
      id: number;
      method: string;
      params: unknown;
    };
    calls.push({ method, params });
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, result: answers[method] }), { status: 200 });
  }) as typeof fetch;
}
const reader = (answers: Record<string, unknown>, calls: { method: string; params: unknown }[] = []) =>
  rpcReader(['http://127.0.0.1:1'], rpcFetch(answers, calls));

describe('solanaTransfers.transfer', () => {
  it('sends SOL as value and an SPL token with its mint', () => {
    expect(solanaTransfers.transfer(TO, 7n)).toEqual({ to: TO, value: 7n });
    expect(solanaTransfers.transfer(TO, 7n, MINT)).toEqual({ to: TO, value: 7n, mint: MINT });
  });
});

describe('solanaTransfers.estimateFee', () => {
  it("uses Solana's fee per signature for SOL, without asking the node", async () => {
    const calls: { method: string; params: unknown }[] = [];
    expect(
      await solanaTransfers.estimateFee(reader({}, calls), TO, solanaTransfers.transfer(TO, 1n)),
    ).toEqual({ fee: SOLANA_SIGNATURE_FEE_LAMPORTS, reserve: SOLANA_SIGNATURE_FEE_LAMPORTS });
    expect(calls).toEqual([]);
  });

  it("adds the rent of the receiver's new token account to an SPL transfer's fee, and none when it has one", async () => {
    const calls: { method: string; params: unknown }[] = [];
    const none = reader(
      {
        getTokenAccountsByOwner: { context: { slot: 1 }, value: [] },
        getMinimumBalanceForRentExemption: 2_039_280,
      },
      calls,
    );
    const transfer = solanaTransfers.transfer(TO, 1n, MINT);
    expect(await solanaTransfers.estimateFee(none, TO, transfer)).toEqual({
      fee: SOLANA_SIGNATURE_FEE_LAMPORTS + 2_039_280n,
      reserve: SOLANA_SIGNATURE_FEE_LAMPORTS + 2_039_280n,
      rent: 2_039_280n,
    });
    expect(calls.find((call) => call.method === 'getMinimumBalanceForRentExemption')?.params).toEqual([
      SPL_TOKEN_ACCOUNT_BYTES,
    ]);
    expect(calls.find((call) => call.method === 'getTokenAccountsByOwner')?.params).toMatchObject([
      TO,
      { mint: MINT },
      { encoding: 'base64' },
    ]);
    const held = reader({ getTokenAccountsByOwner: { context: { slot: 1 }, value: [{ pubkey: 'x' }] } });
    expect(await solanaTransfers.estimateFee(held, TO, transfer)).toEqual({
      fee: SOLANA_SIGNATURE_FEE_LAMPORTS,
      reserve: SOLANA_SIGNATURE_FEE_LAMPORTS,
    });
  });

  it('fails with INVALID_RESPONSE when the node answers no account list or no rent', async () => {
    const transfer = solanaTransfers.transfer(TO, 1n, MINT);
    await expect(
      solanaTransfers.estimateFee(reader({ getTokenAccountsByOwner: 'x' }), TO, transfer),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    await expect(
      solanaTransfers.estimateFee(
        reader({ getTokenAccountsByOwner: { value: [] }, getMinimumBalanceForRentExemption: -1 }),
        TO,
        transfer,
      ),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('solanaTransfers.probe', () => {
  const fate = (status: unknown) =>
    solanaTransfers
      .probe(reader({ getSignatureStatuses: { context: { slot: 1 }, value: [status] } }))
      .fate('sig');

  it('reads the signature status: processed is pending, confirmed or finalized is done, an error reverted', async () => {
    await expect(fate(null)).resolves.toBe('unknown');
    await expect(fate({ confirmationStatus: 'processed', err: null })).resolves.toBe('pending');
    await expect(fate({ confirmationStatus: 'confirmed', err: null })).resolves.toBe('confirmed');
    await expect(fate({ confirmationStatus: 'finalized', err: null })).resolves.toBe('confirmed');
    await expect(
      fate({ confirmationStatus: 'confirmed', err: { InstructionError: [0, 'x'] } }),
    ).resolves.toBe('reverted');
  });
});
