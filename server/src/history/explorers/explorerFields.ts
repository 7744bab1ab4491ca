// zod pieces shared by the explorer API schemas.
import * as z from 'zod/mini';

export const DecimalString = z.string().check(z.regex(/^\d{1,78}$/));
export const EvmAddressString = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  z.transform((value) => value.toLowerCase()),
);
export const TxHashString = z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/)),
  z.transform((value) => value.toLowerCase()),
);

/** The 4-byte selector of calldata, or null for none. */
export function selectorOf(input: string | null | undefined): string | null {
  return input && /^0x[0-9a-fA-F]{8}/.test(input) ? input.slice(0, 10).toLowerCase() : null;
}
