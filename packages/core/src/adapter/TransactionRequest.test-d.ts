// The per-namespace request types (ChainAdapter.ts): what each family's sendTransaction takes and gives back, for an
// adapter and for the host app through Gangway.sendTransaction. Checked by tsc (scripts/typecheck.sh).
import { describe, expectTypeOf, it } from 'vitest';
import type { Gangway } from '../client/createGangway.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import type {
  ChainAdapter,
  ConnectorParams,
  SignatureResults,
  SolanaSendOptions,
  TransactionRequest,
  TransactionResults,
} from './ChainAdapter.ts';

type Common<N extends 'eip155' | 'solana' | 'bip122'> = ConnectorParams & {
  network: CaipNetwork<N>;
  from: string;
};

describe('TransactionRequest<N>', () => {
  it('is an EVM call on eip155: to, value in wei, optional 0x data and gas limit', () => {
    expectTypeOf<TransactionRequest<'eip155'>>().toEqualTypeOf<
      Common<'eip155'> & { to: string; value: bigint; data?: `0x${string}`; gas?: bigint }
    >();
    expectTypeOf<{ data: string }>().not.toExtend<Pick<TransactionRequest<'eip155'>, 'data'>>();
  });

  it('is a wire transaction or a SOL/SPL transfer on solana, with its send options', () => {
    expectTypeOf<TransactionRequest<'solana'>>().toEqualTypeOf<
      Common<'solana'> &
        (
          | { transaction: Uint8Array; options?: SolanaSendOptions }
          | { to: string; value: bigint; mint?: string; options?: SolanaSendOptions }
        )
    >();
  });

  it('is a transfer in satoshis on bip122, with no call data', () => {
    expectTypeOf<TransactionRequest<'bip122'>>().toEqualTypeOf<
      Common<'bip122'> & { to: string; value: bigint }
    >();
    expectTypeOf<TransactionRequest<'bip122'>>().not.toHaveProperty('data');
  });

  it('is nothing in a family that sends nothing yet, and any family’s without a namespace', () => {
    expectTypeOf<TransactionRequest<'polkadot'>>().toBeNever();
    expectTypeOf<TransactionRequest>().toEqualTypeOf<
      TransactionRequest<'eip155'> | TransactionRequest<'solana'> | TransactionRequest<'bip122'>
    >();
  });

  it("is what an adapter's sendTransaction takes, and its result is the family's", () => {
    expectTypeOf<ChainAdapter<'solana'>['sendTransaction']>()
      .parameter(0)
      .toEqualTypeOf<TransactionRequest<'solana'>>();
    expectTypeOf<ChainAdapter<'eip155'>['sendTransaction']>().returns.resolves.toEqualTypeOf<`0x${string}`>();
    expectTypeOf<ChainAdapter<'bip122'>['signMessage']>().returns.resolves.toEqualTypeOf<string>();
  });
});

describe('Gangway.sendTransaction and signMessage', () => {
  const gangway = {} as Gangway;

  it("take the family's payload for the namespace named, and give back that family's result", () => {
    expectTypeOf(
      gangway.sendTransaction({ namespace: 'eip155', to: '0x', value: 1n }),
    ).resolves.toEqualTypeOf<`0x${string}`>();
    expectTypeOf(
      gangway.sendTransaction({ namespace: 'solana', to: 'So1', value: 1n, mint: 'Mint' }),
    ).resolves.toEqualTypeOf<TransactionResults['solana']>();
    expectTypeOf(gangway.signMessage({ namespace: 'bip122', message: 'hi' })).resolves.toEqualTypeOf<
      SignatureResults['bip122']
    >();
  });

  it('refuse a payload of another family', () => {
    // @ts-expect-error bip122 has no call data
    gangway.sendTransaction({ namespace: 'bip122', to: 'bc1', value: 1n, data: '0x' });
    // @ts-expect-error an SPL mint is Solana's
    gangway.sendTransaction({ namespace: 'eip155', to: '0x', value: 1n, mint: 'Mint' });
    // @ts-expect-error value is a bigint of base units, not a number
    gangway.sendTransaction({ namespace: 'eip155', to: '0x', value: 1 });
  });
});
