// Sending, simulating and confirming transactions, and airdrops.
import { accountView, encodeAccount } from '../account-encoding.ts';
import { airdrop } from '../faucet.ts';
import {
  addressParam,
  arity,
  type Config,
  configParam,
  optionalBoolean,
  optionalEnum,
  signatureParam,
  stringParam,
  u64Param,
} from '../params.ts';
import { invalidParams } from '../rpc-error.ts';
import { decodeWireTransaction } from '../wire-transaction.ts';
import { type RpcMethods, withContext } from './rpc-method.ts';

const MAX_SIGNATURE_STATUSES = 256;

function wireFrom(params: readonly unknown[], config: Config) {
  const encoding = optionalEnum(config, 'encoding', ['base58', 'base64'] as const) ?? 'base58';
  return decodeWireTransaction(stringParam(params[0], 'transaction'), encoding);
}

function requestedAccounts(config: Config) {
  const accounts = config.accounts;
  if (accounts === undefined || accounts === null) return undefined;
  if (typeof accounts !== 'object' || Array.isArray(accounts))
    throw invalidParams('accounts must be an object');
  const accountsConfig = accounts as Config;
  if (!Array.isArray(accountsConfig.addresses)) throw invalidParams('accounts.addresses must be an array');
  return {
    addresses: accountsConfig.addresses.map(addressParam),
    view: accountView(accountsConfig, 'base64'),
  };
}

export const transactionMethods: RpcMethods = {
  sendTransaction: (params, chain) => {
    arity(params, 1, 2);
    const config = configParam(params[1]);
    const skipPreflight = optionalBoolean(config, 'skipPreflight') ?? false;
    return chain.send(wireFrom(params, config), { skipPreflight });
  },
  simulateTransaction: (params, chain) => {
    arity(params, 1, 2);
    const config = configParam(params[1]);
    const sigVerify = optionalBoolean(config, 'sigVerify') ?? false;
    const replaceRecentBlockhash = optionalBoolean(config, 'replaceRecentBlockhash') ?? false;
    if (sigVerify && replaceRecentBlockhash)
      throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
    const wanted = requestedAccounts(config);
    const simulation = chain.simulate(wireFrom(params, config), { sigVerify, replaceRecentBlockhash });
    const accounts =
      wanted && simulation.err === null
        ? wanted.addresses.map((address) => {
            const post = simulation.postAccounts.find((account) => account.address === address);
            const current = chain.svm.getAccount(address);
            const account = post ?? (current.exists ? current : undefined);
            return account ? encodeAccount(chain.svm, account, wanted.view) : null;
          })
        : null;
    return withContext(chain, {
      err: simulation.err,
      logs: simulation.logs,
      accounts,
      unitsConsumed: simulation.unitsConsumed,
      returnData: null,
      innerInstructions: null,
      replacementBlockhash: replaceRecentBlockhash ? chain.slots.latestBlockhash() : null,
    });
  },
  getSignatureStatuses: (params, chain) => {
    arity(params, 1, 2);
    if (!Array.isArray(params[0])) throw invalidParams('expected an array of signatures');
    if (params[0].length > MAX_SIGNATURE_STATUSES)
      throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
    const signatures = params[0].map(signatureParam);
    optionalBoolean(configParam(params[1]), 'searchTransactionHistory');
    return withContext(
      chain,
      signatures.map((signature) => {
        const record = chain.ledger.get(signature);
        if (!record) return null;
        return {
          slot: record.slot,
          confirmations: null,
          err: record.err,
          status: record.err === null ? { Ok: null } : { Err: record.err },
          confirmationStatus: 'finalized',
        };
      }),
    );
  },
  requestAirdrop: (params, chain) => {
    arity(params, 2, 3);
    const recipient = addressParam(params[0]);
    const amount = u64Param(params[1], 'lamports');
    configParam(params[2]);
    return airdrop(chain, recipient, amount);
  },
};
