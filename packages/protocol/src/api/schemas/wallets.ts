// GET /getWallets: the wallet directory in the WalletConnect explorer listing shape (SPEC §3 Wallet).
import * as z from 'zod/mini';
import { SEARCH_WALLETS_ENTRIES } from '../../constants.ts';
import {
  commaSeparated,
  GenericCaipNetworkIdSchema,
  positiveIntegerParam,
  SdkQuerySchema,
} from './primitives.ts';

export const WALLET_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const WalletIdSchema = z
  .string()
  .check(z.regex(WALLET_ID_PATTERN, 'must be 1 to 128 letters, digits, "-" or "_"'));

export const BADGE_TYPES = ['none', 'certified'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

const link = z.nullable(z.string());

export const WalletAppLinksSchema = z.object({
  ios: link,
  android: link,
  chrome: link,
  firefox: link,
  edge: link,
  safari: link,
});

export const InjectedIdSchema = z.object({ namespace: z.string(), injected_id: z.string() });

export const WalletListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Always set: wallets without an icon get a generated monogram under the same id. */
  image_id: z.string(),
  rdns: link,
  homepage: link,
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
  app_store: link,
  play_store: link,
  chrome_store: link,
  app: WalletAppLinksSchema,
  injected: z.array(InjectedIdSchema),
  /** CAIP-2 ids; may include namespaces the widget does not support. */
  chains: z.array(z.string()),
  badge_type: z.enum(BADGE_TYPES),
  /** Position in the dataset (1-based): the directory's stable order. */
  order: z.number(),
});
export type WalletListing = z.infer<typeof WalletListingSchema>;

/** Longest accepted search text. */
export const WALLET_SEARCH_MAX_LENGTH = 100;
/** Most ids accepted by include / exclude, and CAIP ids by chains. */
export const WALLET_FILTER_MAX_ITEMS = 500;

export const GetWalletsQuerySchema = z.extend(SdkQuerySchema, {
  page: z.optional(positiveIntegerParam(1_000_000)),
  entries: z.optional(positiveIntegerParam(SEARCH_WALLETS_ENTRIES)),
  include: z.optional(
    commaSeparated(WalletIdSchema, { maxItems: WALLET_FILTER_MAX_ITEMS, maxLength: 70_000 }),
  ),
  exclude: z.optional(
    commaSeparated(WalletIdSchema, { maxItems: WALLET_FILTER_MAX_ITEMS, maxLength: 70_000 }),
  ),
  chains: z.optional(
    commaSeparated(GenericCaipNetworkIdSchema, { maxItems: WALLET_FILTER_MAX_ITEMS, maxLength: 25_000 }),
  ),
  search: z.optional(z.string().check(z.maxLength(WALLET_SEARCH_MAX_LENGTH))),
  badge_type: z.optional(z.enum(BADGE_TYPES)),
});
/** What the widget sends (numbers or strings; lists comma-joined). */
export type GetWalletsQueryInput = z.input<typeof GetWalletsQuerySchema>;
export type GetWalletsQuery = z.infer<typeof GetWalletsQuerySchema>;

export const GetWalletsResponseSchema = z.object({
  data: z.array(WalletListingSchema),
  /** Number of wallets matching the filters, across all pages. */
  count: z.number().check(z.int(), z.minimum(0)),
});
export type GetWalletsResponse = z.infer<typeof GetWalletsResponseSchema>;

/** The {id} of the four image routes. */
export const ImageParamsSchema = z.object({
  id: z
    .string()
    .check(z.regex(/^[A-Za-z0-9:._-]{1,128}$/, 'must be 1 to 128 letters, digits, ":", ".", "-" or "_"')),
});
