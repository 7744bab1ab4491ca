// Smart sessions (SPEC §7): GET /v1/sessions/{address} lists the session keys a smart account granted (ERC-7715
// wallet_grantPermissions, checked on chain by GangwaySessionKeys); POST /v1/sessions/{address}/revoke { pci,
// signature } ends one at gangway-server. pci, the permissions context id, is the session's id on chain.
import * as z from 'zod/mini';

const AddressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const Bytes32Schema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));
const UintSchema = z.string().check(z.regex(/^[0-9]{1,78}$/));

/** One call a session key may make (GangwaySessionKeys.Permission); amounts as decimal strings of base units. */
export const SmartSessionPermissionSchema = z.object({
  target: AddressSchema,
  /** The function's 4-byte selector; 0x00000000 for a plain native transfer. */
  selector: z.string().check(z.regex(/^0x[0-9a-fA-F]{8}$/)),
  /** The most native value one call may carry, in wei. */
  maxValue: UintSchema,
  /** The capped uint256 argument (0-based), or null when none is capped. */
  amountArgument: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(254))),
  maxAmount: UintSchema,
});
export type SmartSessionPermission = z.infer<typeof SmartSessionPermissionSchema>;

export const SmartSessionSchema = z.object({
  pci: Bytes32Schema,
  chainId: z.string(),
  signer: AddressSchema,
  /** Unix seconds. */
  validAfter: z.number(),
  validUntil: z.number(),
  permissions: z.array(SmartSessionPermissionSchema),
  /** Revoked on chain or at gangway-server; ISO time it was seen revoked. */
  revokedAt: z.nullable(z.string()),
});
export type SmartSession = z.infer<typeof SmartSessionSchema>;

export const SmartSessionsResponseSchema = z.object({ sessions: z.array(SmartSessionSchema) });
export type SmartSessionsResponse = z.infer<typeof SmartSessionsResponseSchema>;

export const RevokeSmartSessionRequestSchema = z.object({
  pci: Bytes32Schema,
  /** The account's signature (EIP-191, ERC-1271 or ERC-6492) of smartSessionRevokeMessage(address, pci). */
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.minLength(4), z.maxLength(16_384)),
});
export type RevokeSmartSessionRequest = z.infer<typeof RevokeSmartSessionRequestSchema>;

/** What the account signs to revoke a session at gangway-server. */
export function smartSessionRevokeMessage(address: string, pci: string): string {
  return `Revoke the session ${pci.toLowerCase()} of ${address.toLowerCase()}`;
}
