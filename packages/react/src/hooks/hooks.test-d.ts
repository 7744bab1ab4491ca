// The public hooks' types: what an integrator's code gets and may pass. Checked by tsc (scripts/typecheck.sh).

import type { CaipNetwork, ThemeMode } from '@gangway/core';
import type {
  ConnectedWalletInfo,
  ConnectionStatus,
  SignatureResults,
  TransactionResults,
} from '@gangway/core/internal';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '@gangway/protocol';
import { describe, expectTypeOf, it } from 'vitest';
import { useAccount } from './useAccount.ts';
import { useDisconnect } from './useDisconnect.ts';
import { useGangwayModal } from './useGangwayModal.ts';
import { useNetwork } from './useNetwork.ts';
import { useTheme } from './useTheme.ts';
import { useSendTransaction, useSignMessage } from './useWalletRequests.ts';

describe('useAccount', () => {
  it('gives the account of a namespace, the active one by default, with the fields an app shows', () => {
    expectTypeOf(useAccount).parameter(0).toEqualTypeOf<ChainNamespace | undefined>();
    const account = useAccount('solana');
    expectTypeOf(account.namespace).toEqualTypeOf<ChainNamespace>();
    expectTypeOf(account.status).toEqualTypeOf<ConnectionStatus>();
    expectTypeOf(account.isConnected).toEqualTypeOf<boolean>();
    expectTypeOf(account.address).toEqualTypeOf<string | undefined>();
    expectTypeOf(account.caipAddress).toEqualTypeOf<CaipAddress | undefined>();
    expectTypeOf(account.balance).toEqualTypeOf<string | undefined>();
    expectTypeOf(account.wallet).toEqualTypeOf<ConnectedWalletInfo | undefined>();
    // @ts-expect-error not a chain namespace
    useAccount('ethereum');
  });
});

describe('useSignMessage and useSendTransaction', () => {
  const { signMessage } = useSignMessage();
  const { sendTransaction } = useSendTransaction();

  it("resolve with the named family's signature and transaction id", () => {
    expectTypeOf(signMessage({ namespace: 'eip155', message: 'hi' })).resolves.toEqualTypeOf<`0x${string}`>();
    expectTypeOf(signMessage({ namespace: 'solana', message: 'hi' })).resolves.toEqualTypeOf<
      SignatureResults['solana']
    >();
    expectTypeOf(
      sendTransaction({ namespace: 'eip155', to: '0x', value: 1n, data: '0xab' }),
    ).resolves.toEqualTypeOf<`0x${string}`>();
    expectTypeOf(sendTransaction({ namespace: 'bip122', to: 'bc1', value: 1n })).resolves.toEqualTypeOf<
      TransactionResults['bip122']
    >();
  });

  it("take each family's payload: a Solana wire transaction or transfer, no EVM call data elsewhere", () => {
    sendTransaction({ namespace: 'solana', transaction: new Uint8Array(), options: { skipPreflight: true } });
    sendTransaction({ namespace: 'solana', to: 'So1', value: 1n, mint: 'Mint' });
    // @ts-expect-error call data is EVM's
    sendTransaction({ namespace: 'solana', to: 'So1', value: 1n, data: '0xab' });
    // @ts-expect-error EVM call data is 0x-prefixed hex
    sendTransaction({ namespace: 'eip155', to: '0x', value: 1n, data: 'ab' });
    // @ts-expect-error a message to sign is needed
    signMessage({ namespace: 'eip155' });
  });
});

describe('useNetwork, useDisconnect, useGangwayModal, useTheme', () => {
  it('switch by network or CAIP id, resolving with the network made active', () => {
    const { switchNetwork, activeNetwork, networks } = useNetwork();
    expectTypeOf(switchNetwork).parameter(0).toEqualTypeOf<CaipNetwork | CaipNetworkId>();
    expectTypeOf(switchNetwork).returns.resolves.toEqualTypeOf<CaipNetwork>();
    expectTypeOf(activeNetwork).toEqualTypeOf<CaipNetwork | undefined>();
    expectTypeOf(networks).toEqualTypeOf<readonly CaipNetwork[]>();
  });

  it('disconnect one family or all, and open only the views that exist, with the data each takes', () => {
    const { disconnect } = useDisconnect();
    expectTypeOf(disconnect)
      .parameter(0)
      .toEqualTypeOf<{ namespace?: ChainNamespace; closeModal?: boolean } | undefined>();
    const { open } = useGangwayModal();
    open();
    open('Networks');
    open('Account', { screen: 'Send' });
    // @ts-expect-error Account's screens are Send and Receive
    open('Account', { screen: 'Swap' });
    // @ts-expect-error SwitchNetwork needs the network it switches to
    open('SwitchNetwork');
    open('Swap');
    open('Swap', { fromToken: 'ETH', toToken: 'USDC', amount: '0.5' });
    open('SIWXSignMessage');
    open('RegisterAccountName');
    open('ConnectingFarcaster');
    // @ts-expect-error not a view of this version
    open('ConnectingLens');
    const { setThemeMode } = useTheme();
    expectTypeOf(setThemeMode).parameter(0).toEqualTypeOf<ThemeMode | undefined>();
  });
});
