// What the sandbox sells at: USD per whole unit, by symbol (the devnet's own markets: ETH and the other EVM native
// currencies as its WETH/USDC pairs hold them, SOL and BTC fixed), EUR at a fixed rate, a 1.5% fee and a flat
// network fee — SPEC §9's "fee 1-2%".
import { PAIR_LIQUIDITY } from '../contracts/deploy-contracts.ts';

export const SANDBOX_PRICES_USD: Readonly<Record<string, number>> = {
  USDC: 1,
  USDT: 1,
  ETH: Number(PAIR_LIQUIDITY.wethUsdc.usdc) / Number(PAIR_LIQUIDITY.wethUsdc.base),
  POL: Number(PAIR_LIQUIDITY.wethUsdc.usdc) / Number(PAIR_LIQUIDITY.wethUsdc.base),
  SOL: 150,
  BTC: 60_000,
};
/** USD cents per EUR cent, times 100. */
const EUR_IN_USD_PERCENT = 108n;
const FEE_PER_MILLE = 15n;
const NETWORK_FEE_CENTS = 10n;

/** The sandbox's own limits (USD: SPEC §9's figures; EUR: its own, narrower). */
export const SANDBOX_LIMITS = {
  USD: { card: { min: '10.00', max: '7500.00' }, ach_bank_account: { min: '10.00', max: '25000.00' } },
  EUR: { card: { min: '10.00', max: '7000.00' }, ach_bank_account: { min: '10.00', max: '23000.00' } },
} as const;

export interface SandboxQuote {
  /** Base units bought. */
  units: bigint;
  purchaseAmount: string;
  paymentSubtotal: string;
  fee: string;
  networkFee: string;
  paymentTotal: string;
}

export function sandboxQuote(input: {
  symbol: string;
  decimals: number;
  fiat: 'USD' | 'EUR';
  fiatAmount: string;
}): SandboxQuote | { refused: string } {
  const price = SANDBOX_PRICES_USD[input.symbol];
  if (price === undefined) return { refused: `The sandbox does not sell ${input.symbol}` };
  const [whole = '0', fraction = ''] = input.fiatAmount.split('.');
  const totalCents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  const feeCents = (totalCents * FEE_PER_MILLE + 999n) / 1000n;
  const subtotalCents = totalCents - feeCents - NETWORK_FEE_CENTS;
  if (subtotalCents <= 0n) return { refused: 'The amount does not cover the fees' };
  const usdCents = input.fiat === 'EUR' ? (subtotalCents * EUR_IN_USD_PERCENT) / 100n : subtotalCents;
  const priceMicroUsd = BigInt(Math.round(price * 1_000_000));
  const units = (usdCents * 10_000n * 10n ** BigInt(input.decimals)) / priceMicroUsd;
  return {
    units,
    purchaseAmount: decimal(units, input.decimals),
    paymentSubtotal: decimal(subtotalCents, 2, true),
    fee: decimal(feeCents, 2, true),
    networkFee: decimal(NETWORK_FEE_CENTS, 2, true),
    paymentTotal: decimal(totalCents, 2, true),
  };
}

function decimal(units: bigint, decimals: number, keepZeros = false): string {
  if (decimals === 0) return units.toString();
  const text = units.toString().padStart(decimals + 1, '0');
  const fraction = text.slice(-decimals);
  const trimmed = keepZeros ? fraction : fraction.replace(/0+$/, '');
  return trimmed ? `${text.slice(0, -decimals)}.${trimmed}` : text.slice(0, -decimals);
}
