// Our messages of the Buy (on-ramp) views. A module of its own, as SEND_MESSAGES: lazy chunks use it, the initial
// bundle not.
type Message = string | ((params: never) => string);

export const ONRAMP_MESSAGES = {
  ONRAMP_AMOUNT_NOT_A_NUMBER: 'Enter the amount as digits with an optional decimal point, like 100.50',
  ONRAMP_TOO_MANY_DECIMALS: (p: { currency: string }) => `${p.currency} amounts have at most 2 decimals`,
  ONRAMP_BELOW_MIN: (p: { min: string; currency: string }) =>
    `The least you can pay is ${p.min} ${p.currency}`,
  ONRAMP_ABOVE_MAX: (p: { max: string; currency: string }) =>
    `The most you can pay is ${p.max} ${p.currency}`,
  ONRAMP_PROVIDER_LIMITS: (p: { min: string; max: string; currency: string }) =>
    `This provider takes ${p.min} to ${p.max} ${p.currency}`,
  ONRAMP_PROVIDER_UNAVAILABLE: 'This provider could not give a quote right now',
  ONRAMP_NOT_ON_NETWORK: 'Nothing can be bought on this network',
  ONRAMP_CHECKOUT_OPENED: 'Finish the purchase in the new window',
  ONRAMP_POPUP_BLOCKED: 'The browser blocked the checkout window: allow pop-ups for this site and try again',
  ONRAMP_PURCHASE_COMPLETED: (p: { amount: string; symbol: string }) => `${p.amount} ${p.symbol} arrived`,
  ONRAMP_PURCHASE_FAILED: 'The purchase failed',
} as const satisfies Record<string, Message>;
