// What getSignaturesForAddress and getTransaction (jsonParsed) answer, as far as history reads them.
import * as z from 'zod/mini';

/** A u64 amount: a JSON number, or its decimal string above 2^53 (upstreams/rpc/parseRpcJson.ts). Read with BigInt. */
export const Lamports = z.union([
  z.number().check(z.int(), z.minimum(0)),
  z.string().check(z.regex(/^\d{1,20}$/)),
]);

export const SignaturesSchema = z.array(
  z.object({
    signature: z.string().check(z.minLength(1), z.maxLength(100)),
    slot: z.number(),
    blockTime: z.optional(z.nullable(z.number())),
  }),
);

const TokenBalanceSchema = z.object({
  accountIndex: z.number().check(z.int(), z.minimum(0)),
  mint: z.string(),
  owner: z.optional(z.string()),
  uiTokenAmount: z.object({
    amount: z.string().check(z.regex(/^\d{1,40}$/)),
    decimals: z.number().check(z.int(), z.minimum(0), z.maximum(255)),
  }),
});
export type SolanaTokenBalance = z.infer<typeof TokenBalanceSchema>;

/** jsonParsed gives { pubkey, signer }; json gives bare keys. */
const AccountKeySchema = z.union([
  z.string(),
  z.object({ pubkey: z.string(), signer: z.optional(z.boolean()) }),
]);

export const TransactionSchema = z.nullable(
  z.object({
    slot: z.number(),
    blockTime: z.optional(z.nullable(z.number())),
    transaction: z.object({
      message: z.object({
        accountKeys: z.array(AccountKeySchema).check(z.minLength(1)),
        header: z.optional(z.object({ numRequiredSignatures: z.number() })),
        instructions: z.array(z.object({ programId: z.optional(z.string()) })),
      }),
    }),
    meta: z.nullable(
      z.object({
        err: z.unknown(),
        fee: Lamports,
        preBalances: z.array(Lamports),
        postBalances: z.array(Lamports),
        preTokenBalances: z.optional(z.nullable(z.array(TokenBalanceSchema))),
        postTokenBalances: z.optional(z.nullable(z.array(TokenBalanceSchema))),
      }),
    ),
  }),
);
export type SolanaTransaction = NonNullable<z.infer<typeof TransactionSchema>>;
