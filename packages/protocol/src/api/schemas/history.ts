// GET /v1/account/{account}/history: the account's transactions, newest first, a page at a time (SPEC §3, §7).
import * as z from 'zod/mini';
import { TokenQuantitySchema } from './balance.ts';
import { CaipAddressSchema, CaipNetworkIdSchema, SdkQuerySchema } from './primitives.ts';

/** The most items one page holds. */
export const HISTORY_PAGE_SIZE = 20;

export const OPERATION_TYPES = [
  'send',
  'receive',
  'execute',
  'approve',
  'mint',
  'burn',
  'deposit',
  'withdraw',
  'trade',
  'claim',
  'borrow',
  'repay',
] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

export const TRANSACTION_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const TRANSFER_DIRECTIONS = ['in', 'out', 'self'] as const;

/** A token image: a gangway-server image URL (`/public/getTokenImage/{id}`) or none. */
const IconSchema = z.object({ url: z.nullable(z.string()) });

export const FungibleInfoSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  icon: IconSchema,
  /** CAIP-10 token address; NATIVE_TOKEN_ADDRESS for the native currency. */
  address: CaipAddressSchema,
});

export const NftInfoSchema = z.object({
  name: z.string(),
  /** CAIP-10 address of the collection contract. */
  collection: CaipAddressSchema,
  tokenId: z.string(),
  content: z.object({ preview: IconSchema }),
  flags: z.object({ is_spam: z.boolean() }),
});

export const HistoryTransferSchema = z.object({
  direction: z.enum(TRANSFER_DIRECTIONS),
  quantity: TokenQuantitySchema,
  /** USD value at the current price, when one is known. */
  value: z.optional(z.number()),
  fungible_info: z.optional(FungibleInfoSchema),
  nft_info: z.optional(NftInfoSchema),
  /** Sent unsolicited, of a token not in the project's token list (see gangway-server's README for the rule). */
  is_spam: z.boolean(),
});

export const HistoryItemSchema = z.object({
  /** The transaction hash (EVM), signature (Solana) or txid (Bitcoin). */
  id: z.string(),
  metadata: z.object({
    /** ISO 8601; the time it was first seen while pending. */
    minedAt: z.string(),
    chain: CaipNetworkIdSchema,
    operationType: z.enum(OPERATION_TYPES),
    status: z.enum(TRANSACTION_STATUSES),
    sentFrom: z.string(),
    sentTo: z.string(),
  }),
  transfers: z.array(HistoryTransferSchema),
});
export type HistoryItem = z.infer<typeof HistoryItemSchema>;

export const HistoryQuerySchema = z.extend(SdkQuerySchema, {
  /** One network (SPEC §4: the Activity tab shows the active chain's). */
  chainId: CaipNetworkIdSchema,
  /** The `next` of the previous page; absent for the first. */
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
});
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

export const HistoryResponseSchema = z.object({
  data: z.array(HistoryItemSchema),
  /** The cursor of the next page; null on the last. */
  next: z.nullable(z.string()),
});
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;
