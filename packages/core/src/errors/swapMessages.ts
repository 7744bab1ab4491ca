// Our messages of the Swap view (SPEC §8's own, 'Network not supported for Swaps' and 'Network not supported for
// Gas Price', are ERROR_MESSAGES). A module of its own, as SEND_MESSAGES: lazy chunks use it, the initial bundle not.
type Message = string | ((params: never) => string);

export const SWAP_MESSAGES = {
  SWAP_EVM_ONLY: 'Swaps are available on EVM networks only: switch to one to swap',
  SWAP_CHOOSE_TOKENS: 'Choose a token to sell and a token to buy',
  SWAP_SAME_TOKEN: 'Choose two different tokens',
  SWAP_UNKNOWN_TOKEN: (p: { token: string }) => `${p.token} is not a token this network swaps`,
  SWAP_NO_ROUTE: (p: { from: string; to: string }) => `No pool swaps ${p.from} for ${p.to} on this network`,
  SWAP_INSUFFICIENT_LIQUIDITY: 'The pool holds too little for this amount: try a smaller one',
  SWAP_QUOTE_FAILED: 'No quote could be had right now: try again',
  SWAP_PRICE_UPDATED: 'The price changed: check the new quote',
  SWAP_APPROVAL_REVERTED: 'The approval failed on the chain: nothing was swapped',
  SWAP_APPROVAL_CONFIRMED: (p: { symbol: string }) => `${p.symbol} approved`,
  SWAP_SENT: 'Swap sent',
} as const satisfies Record<string, Message>;
