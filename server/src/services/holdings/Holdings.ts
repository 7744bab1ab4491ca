import type { CaipNetworkId } from '@gangway/protocol';
import type { TokenInfo } from '../tokenCatalog.ts';

/** An amount of a token held, in its smallest unit. */
export interface Holding {
  token: TokenInfo;
  amount: bigint;
}

/** Reads what an account holds on the chains of one namespace: the native currency first, then listed tokens. */
export interface HoldingsReader {
  /** `account` is already in the namespace's canonical form (parseAccountAddress). */
  read(chainId: CaipNetworkId, account: string): Promise<Holding[]>;
}
