import type { Connector } from '@gangway/core';
import { type AdapterRuntimeHost, walletFeature } from '@gangway/core/internal';
import { GangwayError } from '@gangway/protocol';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { type EventsFeature, FEATURES } from '../wallet/features.ts';

/** What every lazy action works with: the shell's host and the wallets this adapter listens to. */
export interface RuntimeContext {
  readonly host: AdapterRuntimeHost<'solana'>;
  /** The Wallet Standard wallet behind the connector, or CONNECTOR_NOT_FOUND when it carries none. */
  wallet(connector: Connector): Wallet;
  /** Reports the wallet's account changes on `chain` as adapter events until untracked. */
  track(connector: Connector, wallet: Wallet, chain: string): void;
  untrack(connectorId: string): void;
}

export function isWallet(value: unknown): value is Wallet {
  if (typeof value !== 'object' || value === null) return false;
  const { name, chains, features, accounts } = value as Partial<Record<keyof Wallet, unknown>>;
  return (
    typeof name === 'string' &&
    Array.isArray(chains) &&
    typeof features === 'object' &&
    features !== null &&
    Array.isArray(accounts)
  );
}

/** The accounts usable on `chain`; an account that lists no chains is taken to serve every chain of its wallet. */
export function accountsOn(accounts: readonly WalletAccount[], chain: string): WalletAccount[] {
  return accounts.filter(
    (account) => account.chains.length === 0 || (account.chains as readonly string[]).includes(chain),
  );
}

export function createRuntimeContext(host: AdapterRuntimeHost<'solana'>): RuntimeContext {
  const tracked = new Map<string, { chain: string; stop: () => void }>();
  return {
    host,
    wallet(connector) {
      if (connector.chain !== 'solana' || !isWallet(connector.provider)) {
        throw new GangwayError(
          'CONNECTOR_NOT_FOUND',
          { connectorId: connector.id },
          { category: 'CONNECTION_ERROR' },
        );
      }
      return connector.provider;
    },
    track(connector, wallet, chain) {
      tracked.get(connector.id)?.stop();
      const events = walletFeature<EventsFeature>(wallet, FEATURES.events);
      const stop =
        events?.on('change', ({ accounts }) => {
          if (!accounts) return;
          const usable = accountsOn(accounts, tracked.get(connector.id)?.chain ?? chain);
          if (usable.length === 0) {
            tracked.get(connector.id)?.stop();
            tracked.delete(connector.id);
            host.emit({ type: 'disconnected', connectorId: connector.id });
            return;
          }
          host.emit({
            type: 'accountsChanged',
            connectorId: connector.id,
            accounts: usable.map((account) => ({ address: account.address, type: 'eoa' as const })),
          });
        }) ?? (() => undefined);
      tracked.set(connector.id, { chain, stop });
    },
    untrack(connectorId) {
      tracked.get(connectorId)?.stop();
      tracked.delete(connectorId);
    },
  };
}
