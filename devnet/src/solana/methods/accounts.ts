// Balances and account data.
import { accountView, encodeAccount } from '../account-encoding.ts';
import { addressParam, arity, configParam } from '../params.ts';
import { invalidParams } from '../rpc-error.ts';
import { type RpcMethods, withContext } from './rpc-method.ts';

const MAX_MULTIPLE_ACCOUNTS = 100;

export const accountMethods: RpcMethods = {
  getBalance: (params, chain) => {
    arity(params, 1, 2);
    const address = addressParam(params[0]);
    configParam(params[1]);
    return withContext(chain, chain.svm.getBalance(address) ?? 0n);
  },
  getAccountInfo: (params, chain) => {
    arity(params, 1, 2);
    const address = addressParam(params[0]);
    const view = accountView(configParam(params[1]));
    const account = chain.svm.getAccount(address);
    return withContext(chain, account.exists ? encodeAccount(chain.svm, account, view) : null);
  },
  getMultipleAccounts: (params, chain) => {
    arity(params, 1, 2);
    if (!Array.isArray(params[0])) throw invalidParams('expected an array of addresses');
    if (params[0].length > MAX_MULTIPLE_ACCOUNTS)
      throw invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
    const addresses = params[0].map(addressParam);
    const view = accountView(configParam(params[1]));
    return withContext(
      chain,
      addresses.map((address) => {
        const account = chain.svm.getAccount(address);
        return account.exists ? encodeAccount(chain.svm, account, view) : null;
      }),
    );
  },
};
