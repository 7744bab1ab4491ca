// Account names (issue 22, SPEC §4, §5, §7): `label.<zone>` registered by the account that signs the registration
// message, ENSIP-15 normalized before anything is stored or compared; forward and reverse lookups, suggestions, and
// the identity an address shows (its first registered name). Every refusal names its reason and stores nothing.
import {
  type CaipNetworkId,
  coinTypeOf,
  type IdentityResponse,
  MAX_NAME_CHAIN_ID,
  NAME_LABEL_MAX_LENGTH,
  NAME_LABEL_MIN_LENGTH,
  NAME_LABEL_PATTERN,
  NAME_REGISTRATION_MAX_AGE_SECONDS,
  type NameRecord,
  NameRegistrationMessageSchema,
  type NameSuggestionsResponse,
  parseEvmAddress,
  type RegisterNameRequest,
} from '@gangway/protocol';
import { type Hex, verifyMessage } from 'viem';
import { normalize } from 'viem/ens';
import * as z from 'zod/mini';
import type { ChainSet } from '../chains/chainSet.ts';
import type { ResolvedConfig } from '../config/resolveConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { ApiError, badRequest, conflict, notFound } from '../errors/ApiError.ts';
import { verifyEvmSignature } from '../signatures/verifyEvmSignature.ts';
import type { RpcUpstream } from '../upstreams/rpc/RpcUpstream.ts';

const nameError = (field: string, reason: string) =>
  new ApiError(400, 'NAME_INVALID', `Invalid name: ${reason}`, { field });

/** How many suggestions one query answers. */
const SUGGESTION_COUNT = 4;

interface Dependencies {
  config: ResolvedConfig;
  database: GangwayDatabase;
  chains: ChainSet;
  rpc: RpcUpstream;
}

type NameRow = {
  name: string;
  coin_type: string;
  address: string;
  attributes: Record<string, string>;
  registered_at: Date;
  updated_at: Date;
};

function toRecord(row: NameRow): NameRecord {
  return {
    name: row.name,
    registered: Math.floor(row.registered_at.getTime() / 1000),
    updated: Math.floor(row.updated_at.getTime() / 1000),
    addresses: { [String(row.coin_type)]: { address: row.address } },
    attributes: row.attributes,
  };
}

/** ENSIP-11: 60 is chain 1; 0x80000000 | id any other chain below 2^31. */
function chainIdOfCoinType(coinType: number): number | undefined {
  if (coinType === 60) return 1;
  const id = coinType - 0x80000000;
  return id >= 1 && id <= MAX_NAME_CHAIN_ID ? id : undefined;
}

export function createNameService({ config, database, chains, rpc }: Dependencies) {
  const zone = normalize(config.names.zone);

  /** The normalized label of `input` (a label, or a whole name in the zone); NAME_INVALID for anything else. */
  function label(input: string, field: string): string {
    const raw = input.endsWith(`.${zone}`) ? input.slice(0, -(zone.length + 1)) : input;
    if (raw.length < NAME_LABEL_MIN_LENGTH || raw.length > NAME_LABEL_MAX_LENGTH)
      throw nameError(field, `a name has ${NAME_LABEL_MIN_LENGTH} to ${NAME_LABEL_MAX_LENGTH} characters`);
    if (!NAME_LABEL_PATTERN.test(raw)) throw nameError(field, 'only letters, digits and hyphens');
    let normalized: string;
    try {
      normalized = normalize(raw);
    } catch (error) {
      // ENSIP-15 refuses confusable mixtures, invisible characters, disallowed ones.
      throw nameError(field, `${(error as Error).message.slice(0, 200)}`);
    }
    if (normalized.length < NAME_LABEL_MIN_LENGTH) throw nameError(field, 'too short once normalized');
    return normalized;
  }

  const fullName = (normalizedLabel: string) => `${normalizedLabel}.${zone}`;

  const selectName = () =>
    database.db
      .selectFrom('profile_names')
      .select(['name', 'coin_type', 'address', 'attributes', 'registered_at', 'updated_at']);

  return {
    zone,

    async forward(name: string): Promise<NameRecord> {
      const row = await selectName()
        .where('name', '=', fullName(label(name, 'name')))
        .executeTakeFirst();
      if (!row) throw notFound(`No account has the name ${name.slice(0, 100)}`);
      return toRecord(row as NameRow);
    },

    async reverse(address: string): Promise<NameRecord[]> {
      const key = parseEvmAddress(address);
      if (!key) throw badRequest('address', 'Invalid address: not an EVM address');
      const rows = await selectName().where('address_key', '=', key).orderBy('registered_at').execute();
      return rows.map((row) => toRecord(row as NameRow));
    },

    async suggestions(name: string): Promise<NameSuggestionsResponse> {
      const base = label(name, 'name');
      const candidates = [base, ...Array.from({ length: SUGGESTION_COUNT * 2 }, (_, i) => `${base}${i + 1}`)];
      const taken = new Set(
        (
          await database.db
            .selectFrom('profile_names')
            .select('name')
            .where('name', 'in', candidates.map(fullName))
            .execute()
        ).map((row) => row.name),
      );
      const free = candidates.slice(1).filter((candidate) => !taken.has(fullName(candidate)));
      return {
        zone,
        suggestions: [
          { name: fullName(base), registered: taken.has(fullName(base)) },
          ...free
            .slice(0, SUGGESTION_COUNT - 1)
            .map((candidate) => ({ name: fullName(candidate), registered: false })),
        ],
      };
    },

    async register(request: RegisterNameRequest): Promise<NameRecord> {
      const address = parseEvmAddress(request.address);
      if (!address) throw badRequest('address', 'Invalid address: not an EVM address');
      const chainId = chainIdOfCoinType(request.coin_type);
      if (chainId === undefined)
        throw badRequest('coin_type', 'Invalid coin_type: not an ENSIP-11 EVM coin type');
      let parsedJson: unknown;
      try {
        parsedJson = JSON.parse(request.message);
      } catch {
        throw badRequest('message', 'Invalid message: not JSON');
      }
      const parsed = z.safeParse(NameRegistrationMessageSchema, parsedJson);
      if (!parsed.success)
        throw badRequest('message', 'Invalid message: { name, attributes?, timestamp } expected');
      const message = parsed.data;
      const normalized = fullName(label(message.name, 'message.name'));
      const age = Math.abs(Date.now() / 1000 - message.timestamp);
      if (age > NAME_REGISTRATION_MAX_AGE_SECONDS)
        throw badRequest(
          'message.timestamp',
          `Invalid message: its timestamp is ${Math.round(age)} s from now`,
        );
      const caip = `eip155:${chainId}` as CaipNetworkId;
      // A contract account verifies through its chain (ERC-1271, ERC-6492; a chain that cannot be asked is its
      // upstream's error, 502 or 504); without the chain, an EOA's only (a malformed signature throws there).
      const signature = request.signature as Hex;
      const valid = await (chains.supports(caip)
        ? verifyEvmSignature(rpc, { chainId: caip, address, message: request.message, signature })
        : verifyMessage({ address, message: request.message, signature }).catch(() => false));
      if (!valid)
        throw new ApiError(400, 'SIGNATURE_INVALID', `The signature does not verify for ${address}`, {
          field: 'signature',
        });
      const inserted = await database.db
        .insertInto('profile_names')
        .values({
          name: normalized,
          project_id: null,
          coin_type: coinTypeOf(chainId),
          address: request.address,
          address_key: address,
          attributes: JSON.stringify(message.attributes ?? {}),
        })
        .onConflict((onConflict) => onConflict.column('name').doNothing())
        .returning(['name', 'coin_type', 'address', 'attributes', 'registered_at', 'updated_at'])
        .executeTakeFirst();
      if (!inserted) throw conflict(`The name ${normalized} is taken`);
      return toRecord(inserted as NameRow);
    },

    /** SPEC §4 identity: the address's first registered name, and its avatar attribute. */
    async identity(address: string): Promise<IdentityResponse> {
      const key = parseEvmAddress(address);
      if (!key) throw badRequest('address', 'Invalid address: not an EVM address');
      const row = await selectName()
        .where('address_key', '=', key)
        .orderBy('registered_at')
        .executeTakeFirst();
      return {
        name: row?.name ?? null,
        avatar: (row?.attributes as Record<string, string> | undefined)?.avatar ?? null,
      };
    },
  };
}
export type NameService = ReturnType<typeof createNameService>;
