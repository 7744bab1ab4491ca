// The Send form's rules in the order a visitor meets them (SPEC §5, §8): chain, token, amount and receiver present,
// then the amount against the token and the balance, then the receiver against the network's family.
import type { ChainNamespace, TokenBalance } from '@gangway/protocol';
import { CHAIN_SUPPORT, NATIVE_TOKEN_ADDRESS, type VisitorMessage, visitorMessage } from '@gangway/protocol';
import { SEND_MESSAGES } from '../errors/sendMessages.ts';
import { USER_MESSAGES } from '../errors/userMessages.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import { parseAmount, parseUnits } from './parseAmount.ts';
import { type AddressTests, receiverError } from './receiverAddress.ts';

export interface SendInput {
  network: CaipNetwork | undefined;
  token: TokenBalance | undefined;
  amount: string;
  receiver: string;
  /** The estimated network fee in the native currency's base units, when known. */
  fee: bigint | undefined;
  /** The native balance in base units (for the fee of a token transfer), when known. */
  nativeBalance: bigint | undefined;
  /** The address formats of the families the widget knows (its adapters' isAddress). */
  addressTests: AddressTests;
}

export type SendCheck = { ok: true; value: bigint } | { ok: false; message: VisitorMessage };

export function isNativeToken(token: Pick<TokenBalance, 'address'>): boolean {
  return token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`);
}

export function tokenDecimals(token: TokenBalance): number {
  return Number(token.quantity.decimals);
}

/** The token's balance in base units. */
export function tokenBalanceUnits(token: TokenBalance): bigint {
  return parseUnits(token.quantity.numeric, tokenDecimals(token));
}

/** SPEC §4 "Max": the whole balance of a token; of the native currency, what is left once the fee is kept. */
export function maxAmount(token: TokenBalance, feeReserve: bigint | undefined): bigint {
  const balance = tokenBalanceUnits(token);
  if (!isNativeToken(token)) return balance;
  const left = balance - (feeReserve ?? 0n);
  return left > 0n ? left : 0n;
}

export function supportsSend(namespace: ChainNamespace): boolean {
  return (CHAIN_SUPPORT.send as readonly ChainNamespace[]).includes(namespace);
}

const fail = (message: VisitorMessage): SendCheck => ({ ok: false, message });

export function validateSend(input: SendInput): SendCheck {
  const { network, token } = input;
  if (!network || !supportsSend(network.chainNamespace) || network.unsupported)
    return fail(visitorMessage(USER_MESSAGES, 'UNSUPPORTED_CHAIN'));
  if (!token) return fail(visitorMessage(USER_MESSAGES, 'TOKEN_REQUIRED'));
  if (token.chainId !== network.caipNetworkId) return fail(visitorMessage(USER_MESSAGES, 'INVALID_CHAIN_ID'));
  if (input.amount.trim() === '' || input.receiver.trim() === '') {
    return fail(visitorMessage(USER_MESSAGES, 'AMOUNT_AND_RECEIVER_REQUIRED'));
  }
  const amount = parseAmount(input.amount, tokenDecimals(token), token.symbol);
  if (!amount.ok) return amount;
  if (amount.value > tokenBalanceUnits(token))
    return fail(visitorMessage(SEND_MESSAGES, 'INSUFFICIENT_BALANCE', { symbol: token.symbol }));
  const fee = input.fee ?? 0n;
  const nativeLeft = isNativeToken(token) ? tokenBalanceUnits(token) - amount.value : input.nativeBalance;
  if (nativeLeft !== undefined && nativeLeft < fee) {
    return fail(
      visitorMessage(SEND_MESSAGES, 'INSUFFICIENT_FOR_FEE', { symbol: network.nativeCurrency.symbol }),
    );
  }
  const receiver = receiverError(input.addressTests, network.chainNamespace, network.name, input.receiver);
  if (receiver) return fail(receiver);
  return amount;
}
