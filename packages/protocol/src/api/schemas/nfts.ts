// GET /v1/account/{address}/nfts: the ERC-721 and ERC-1155 tokens an account holds (the Account view's NFTs tab).
import * as z from 'zod/mini';
import { CaipAddressSchema, CaipNetworkIdSchema, SdkQuerySchema } from './primitives.ts';

export const NFT_STANDARDS = ['erc721', 'erc1155'] as const;

export const NftSchema = z.object({
  chainId: CaipNetworkIdSchema,
  /** CAIP-10 address of the collection contract. */
  collection: CaipAddressSchema,
  collectionName: z.string(),
  tokenId: z.string(),
  standard: z.enum(NFT_STANDARDS),
  /** How many the account holds (1 for ERC-721). */
  amount: z.string().check(z.regex(/^\d+$/)),
  name: z.string(),
  /** A gangway-server image URL of the token's image, or null when it has none. */
  previewUrl: z.nullable(z.string()),
});
export type Nft = z.infer<typeof NftSchema>;

export const NftsQuerySchema = z.extend(SdkQuerySchema, {
  chainId: CaipNetworkIdSchema,
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
});

export const NftsResponseSchema = z.object({ data: z.array(NftSchema), next: z.nullable(z.string()) });
export type NftsResponse = z.infer<typeof NftsResponseSchema>;
