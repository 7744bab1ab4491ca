// Building blocks shared by the request and response schemas of every gangway-server route.
import * as z from 'zod/mini';
import { isCaipAddress } from '../../caip/accountIds.ts';
import { isEvmAddress } from '../../caip/address.ts';
import { type CaipAddress, type CaipNetworkId, isCaipNetworkId } from '../../caip/ids.ts';

/** A project id: generated ones are 32 hex characters; operators may choose their own (`--id demo`). */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const ProjectIdSchema = z
  .string()
  .check(
    z.regex(
      PROJECT_ID_PATTERN,
      'must be 1 to 64 letters, digits, "-" or "_", starting with a letter or digit',
    ),
  );

/** st (sdk type) and sv (sdk version): any printable tag of sane length. */
export const SdkTagSchema = z.string().check(z.maxLength(64));

/** Query parameters every call carries (SPEC §7). */
export const SdkQuerySchema = z.object({
  projectId: ProjectIdSchema,
  st: z.optional(SdkTagSchema),
  sv: z.optional(SdkTagSchema),
});
export type SdkQuery = z.infer<typeof SdkQuerySchema>;

/** A CAIP-2 network id of a namespace the product knows (eip155, solana, bip122, polkadot, cosmos). */
export const CaipNetworkIdSchema = z.custom<CaipNetworkId>(
  isCaipNetworkId,
  'must be a CAIP-2 network id (namespace:reference, e.g. eip155:1)',
);

/** A CAIP-10 account id (namespace:reference:address). */
export const CaipAddressSchema = z.custom<CaipAddress>(
  isCaipAddress,
  'must be a CAIP-10 account id (namespace:reference:address, e.g. eip155:1:0x…)',
);

/**
 * Any CAIP-2 network id, including namespaces the widget does not support (the wallet directory lists
 * hedera, stellar, near… chains).
 */
export const GENERIC_CAIP_NETWORK_ID_PATTERN = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;
export const GenericCaipNetworkIdSchema = z
  .string()
  .check(z.regex(GENERIC_CAIP_NETWORK_ID_PATTERN, 'must be a CAIP-2 network id (namespace:reference)'));

/** SPEC §5: 40 hex characters with an optional 0x prefix. */
export const EvmAddressSchema = z
  .string()
  .check(z.refine(isEvmAddress, 'must be an EVM address (40 hex characters, optionally 0x-prefixed)'));

/** A comma-separated query value, split into its items (an empty value means none). */
export function commaSeparated<T extends z.ZodMiniType<unknown, string>>(
  item: T,
  limits: { maxItems: number; maxLength: number },
) {
  return z.pipe(
    z.string().check(z.maxLength(limits.maxLength)),
    z.pipe(
      z.transform((value: string) => (value === '' ? [] : value.split(','))),
      z.array(item).check(z.maxLength(limits.maxItems)),
    ),
  );
}

/** A positive integer query value ("1", "40"); numbers are accepted too. */
export function positiveIntegerParam(max: number) {
  return z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max));
}
