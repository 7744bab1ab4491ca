// SPL token balances and supplies (Token and Token-2022 share the base account layouts).
import type { Address } from '@solana/kit';
import { accountView, encodeAccount } from '../account-encoding.ts';
import type { SolanaChain } from '../chain.ts';
import { addressParam, arity, type Config, configParam } from '../params.ts';
import { invalidParam, invalidParams } from '../rpc-error.ts';
import { readMint, readTokenAccount, TOKEN_PROGRAMS, uiTokenAmount } from '../token-accounts.ts';
import { type RpcMethods, withContext } from './rpc-method.ts';

function mintDecimals(chain: SolanaChain, mint: Address): number | undefined {
  const account = chain.svm.getAccount(mint);
  return account.exists ? readMint(account)?.decimals : undefined;
}

function ownerFilter(chain: SolanaChain, value: unknown): { programs: readonly Address[]; mint?: Address } {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidParams('expected a filter object with mint or programId');
  const filter = value as Config;
  if (filter.mint !== undefined) {
    const mint = addressParam(filter.mint);
    const account = chain.svm.getAccount(mint);
    if (!account.exists || !readMint(account)) throw invalidParams('Invalid param: could not find mint');
    return { programs: [account.programAddress], mint };
  }
  if (filter.programId !== undefined) {
    const programId = addressParam(filter.programId);
    if (!TOKEN_PROGRAMS.includes(programId))
      throw invalidParams('Invalid param: unrecognized Token program id');
    return { programs: [programId] };
  }
  throw invalidParams('expected a filter object with mint or programId');
}

export const tokenMethods: RpcMethods = {
  getTokenAccountsByOwner: (params, chain) => {
    arity(params, 2, 3);
    const owner = addressParam(params[0]);
    const filter = ownerFilter(chain, params[1]);
    const view = accountView(configParam(params[2]));
    const accounts = filter.programs.flatMap((program) =>
      chain.svm.getProgramAccounts(program).filter((account) => {
        const token = readTokenAccount(account);
        return token !== undefined && token.owner === owner && (!filter.mint || token.mint === filter.mint);
      }),
    );
    return withContext(
      chain,
      accounts.map((account) => ({
        pubkey: account.address,
        account: encodeAccount(chain.svm, account, view),
      })),
    );
  },
  getTokenAccountBalance: (params, chain) => {
    arity(params, 1, 2);
    const address = addressParam(params[0]);
    configParam(params[1]);
    const account = chain.svm.getAccount(address);
    const token = account.exists ? readTokenAccount(account) : undefined;
    if (!token) throw invalidParam('not a Token account');
    return withContext(chain, uiTokenAmount(token.amount, mintDecimals(chain, token.mint) ?? 0));
  },
  getTokenSupply: (params, chain) => {
    arity(params, 1, 2);
    const address = addressParam(params[0]);
    configParam(params[1]);
    const account = chain.svm.getAccount(address);
    const mint = account.exists ? readMint(account) : undefined;
    if (!mint) throw invalidParam('not a Token mint');
    return withContext(chain, uiTokenAmount(mint.supply, mint.decimals));
  },
};
