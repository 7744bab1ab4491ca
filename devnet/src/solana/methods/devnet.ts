// Devnet-only methods: state a test writes straight into the ledger, as anvil_setBalance does on the EVM chains. No
// Solana node has them, and gangway-server's RPC proxy does not pass them on (its method allowlist).
import { lamports } from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { addressParam, arity } from '../params.ts';
import { invalidParams } from '../rpc-error.ts';
import type { RpcMethods } from './rpc-method.ts';

const U64_MAX = 2n ** 64n - 1n;

/** Lamports as decimal digits: any u64, beyond the range a JSON number keeps exact (2^53). */
function lamportsParam(value: unknown): bigint {
  if (typeof value !== 'string' || !/^\d{1,20}$/.test(value) || BigInt(value) > U64_MAX)
    throw invalidParams('lamports must be a u64 as a decimal string');
  return BigInt(value);
}

export const devnetMethods: RpcMethods = {
  /** [address, lamports] → null: the account holds that many lamports (a new one is the System Program's). */
  devnet_setLamports: (params, chain) => {
    arity(params, 2, 2);
    const address = addressParam(params[0]);
    const amount = lamports(lamportsParam(params[1]));
    const account = chain.svm.getAccount(address);
    chain.svm.setAccount(
      account.exists
        ? { ...account, lamports: amount }
        : {
            address,
            lamports: amount,
            programAddress: SYSTEM_PROGRAM_ADDRESS,
            executable: false,
            data: new Uint8Array(),
            space: 0n,
          },
    );
    return null;
  },
};
