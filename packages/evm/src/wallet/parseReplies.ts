// Wallet replies are checked before anything trusts them: a malformed one is a protocol break, never data.
import { GangwayError, parseEvmAddress } from '@gangway/protocol';
import { type Address, getAddress } from 'viem';

// EIP-695: a hex quantity. Thirteen digits keep the id a safe integer.
const HEX_CHAIN_ID = /^0x[0-9a-fA-F]{1,13}$/;

export function parseChainIdReply(reply: unknown): number {
  const chainId = typeof reply === 'string' && HEX_CHAIN_ID.test(reply) ? Number(reply) : Number.NaN;
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new GangwayError('INVALID_CHAIN_ID', { cause: reply, category: 'WALLET_ERROR' });
  }
  return chainId;
}

/** eth_accounts / eth_requestAccounts: an array of addresses (possibly empty), returned checksummed. */
export function parseAccountsReply(reply: unknown): Address[] {
  if (!Array.isArray(reply))
    throw new GangwayError('NO_ACCOUNTS', { cause: reply, category: 'WALLET_ERROR' });
  return reply.map((value: unknown) => {
    const address = parseEvmAddress(value);
    if (!address) throw new GangwayError('NO_ACCOUNTS', { cause: reply, category: 'WALLET_ERROR' });
    return getAddress(address);
  });
}

export function requireAccounts(accounts: Address[]): [Address, ...Address[]] {
  const [first, ...rest] = accounts;
  if (!first) throw new GangwayError('NO_ACCOUNTS', { cause: accounts, category: 'WALLET_ERROR' });
  return [first, ...rest];
}
