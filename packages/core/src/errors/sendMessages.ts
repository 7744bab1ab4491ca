// Our messages of the Send view (SPEC §4, §5; SPEC §8's own are USER_MESSAGES in userMessages.ts). Only the widget
// shows them, so they are core's, not the wire contract's (@gangway/protocol). A module of their own: a lazy chunk
// that uses an export of protocol's catalogue.ts makes the initial bundle, which holds catalogue.ts, carry it.
type Message = string | ((params: never) => string);

export const SEND_MESSAGES = {
  AMOUNT_NOT_A_NUMBER: 'Enter the amount as digits with an optional decimal point, like 1.5',
  AMOUNT_NOT_POSITIVE: 'The amount must be greater than zero',
  TOO_MANY_DECIMALS: (p: { symbol: string; decimals: number }) =>
    `${p.symbol} has at most ${p.decimals} decimals`,
  INSUFFICIENT_BALANCE: (p: { symbol: string }) => `Insufficient ${p.symbol} balance`,
  INSUFFICIENT_FOR_FEE: (p: { symbol: string }) => `Not enough ${p.symbol} left to pay the network fee`,
  INVALID_RECEIVER: (p: { family: string }) => `Enter a valid ${p.family} address`,
  ZERO_ADDRESS: 'The zero address cannot receive tokens',
  OTHER_FAMILY_RECEIVER: (p: { family: string; network: string }) =>
    `This is a ${p.family} address: it cannot receive on ${p.network}`,
  TRANSACTION_SENT: 'Transaction sent',
  TRANSACTION_REVERTED: 'The transaction failed on the chain',
  TRANSACTION_DROPPED: 'The network dropped the transaction: it was never mined',
  FEE_UNAVAILABLE: 'The network fee could not be estimated',
} as const satisfies Record<string, Message>;
