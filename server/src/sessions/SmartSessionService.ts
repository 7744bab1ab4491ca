// Smart sessions (SPEC §7 /v1/sessions/{address}): the session keys a GangwaySmartAccount granted, read from
// GangwaySessionKeys' SessionGranted and SessionRevoked logs on every chain with a bundler (the chain is the truth: a
// grant the frame made, or one made by any other means, shows) and kept in the database, with how far each account's
// logs were read. A revoke at gangway-server (signed by the account) marks the session here at once and the RPC proxy
// refuses its user operations from then on; the widget also revokes it on chain, so no other bundler takes them.
import {
  type CaipNetworkId,
  GANGWAY_SESSION_KEYS,
  gangwaySessionKeysAbi,
  SESSION_SIGNATURE_PREFIX,
  type SmartSession,
  type SmartSessionPermission,
  smartSessionRevokeMessage,
} from '@gangway/protocol';
import { sql } from 'kysely';
import { type Address, createPublicClient, custom, decodeAbiParameters, getAbiItem, type Hex } from 'viem';
import type { ResolvedConfig } from '../config/resolveConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { ApiError, notFound } from '../errors/ApiError.ts';
import { verifyEvmSignature } from '../signatures/verifyEvmSignature.ts';
import { type RpcUpstream, rpcCall } from '../upstreams/rpc/RpcUpstream.ts';

const NO_AMOUNT = 255;

const sessionGranted = getAbiItem({ abi: gangwaySessionKeysAbi, name: 'SessionGranted' });
const sessionRevoked = getAbiItem({ abi: gangwaySessionKeysAbi, name: 'SessionRevoked' });

type GrantedPermission = {
  target: Address;
  selector: Hex;
  maxValue: bigint;
  amountArgument: number;
  maxAmount: bigint;
};

const storedPermission = (permission: GrantedPermission): SmartSessionPermission => ({
  target: permission.target,
  selector: permission.selector,
  maxValue: permission.maxValue.toString(),
  amountArgument: permission.amountArgument === NO_AMOUNT ? null : permission.amountArgument,
  maxAmount: permission.maxAmount.toString(),
});

interface Dependencies {
  config: Pick<ResolvedConfig, 'chains'>;
  database: GangwayDatabase;
  rpc: RpcUpstream;
}

export function createSmartSessionService({ config, database, rpc }: Dependencies) {
  const { db } = database;
  /** The chains where smart accounts work (a bundler), and the first block worth reading there. */
  const chains = config.chains
    .filter((chain) => chain.id.startsWith('eip155:') && chain.bundlerUrl && rpc.supports(chain.id))
    .map((chain) => ({ id: chain.id as CaipNetworkId, startBlock: chain.history?.startBlock ?? 0 }));

  const clientOf = (chainId: CaipNetworkId) =>
    createPublicClient({
      transport: custom({
        request: ({ method, params }: { method: string; params?: unknown }) =>
          rpcCall(rpc, chainId, method, Array.isArray(params) ? params : []),
      }),
    });

  /** Reads the account's session logs on `chainId` past the last block read. */
  async function scan(chainId: CaipNetworkId, startBlock: number, account: Address): Promise<void> {
    const key = account.toLowerCase();
    const cursor = await db
      .selectFrom('smart_session_scans')
      .select('scanned_block')
      .where('chain_id', '=', chainId)
      .where('account', '=', key)
      .executeTakeFirst();
    const fromBlock = cursor ? BigInt(cursor.scanned_block) + 1n : BigInt(startBlock);
    const client = clientOf(chainId);
    const latest = await client.getBlockNumber({ cacheTime: 0 });
    if (latest < fromBlock) return;
    const range = {
      address: GANGWAY_SESSION_KEYS,
      args: { account },
      fromBlock,
      toBlock: latest,
      strict: true,
    } as const;
    // Grants before revokes: a session granted and revoked within the range is stored, then marked.
    const [grants, revokes] = await Promise.all([
      client.getLogs({ ...range, event: sessionGranted }),
      client.getLogs({ ...range, event: sessionRevoked }),
    ]);
    await db.transaction().execute(async (trx) => {
      for (const { args } of grants) {
        const { id, signer, validAfter, validUntil, permissions } = args;
        await trx
          .insertInto('smart_sessions')
          .values({
            chain_id: chainId,
            account: key,
            id,
            signer,
            valid_after: validAfter,
            valid_until: validUntil,
            permissions: JSON.stringify(permissions.map(storedPermission)),
          })
          .onConflict((conflict) => conflict.columns(['account', 'id', 'chain_id']).doNothing())
          .execute();
      }
      for (const { args } of revokes)
        await trx
          .updateTable('smart_sessions')
          .set({ revoked_at: new Date() })
          .where('chain_id', '=', chainId)
          .where('account', '=', key)
          .where('id', '=', args.id)
          .where('revoked_at', 'is', null)
          .execute();
      await trx
        .insertInto('smart_session_scans')
        .values({ chain_id: chainId, account: key, scanned_block: Number(latest) })
        .onConflict((conflict) =>
          conflict.columns(['account', 'chain_id']).doUpdateSet(() => ({
            // Another instance may have read further meanwhile: the cursor only moves forward.
            scanned_block: sql<number>`greatest(smart_session_scans.scanned_block, excluded.scanned_block)`,
          })),
        )
        .execute();
    });
  }

  async function stored(account: Address): Promise<SmartSession[]> {
    const rows = await db
      .selectFrom('smart_sessions')
      .selectAll()
      .where('account', '=', account.toLowerCase())
      .orderBy('chain_id')
      .orderBy('valid_until', 'desc')
      .execute();
    return rows.map((row) => ({
      pci: row.id,
      chainId: row.chain_id,
      signer: row.signer,
      validAfter: Number(row.valid_after),
      validUntil: Number(row.valid_until),
      permissions: row.permissions as SmartSessionPermission[],
      revokedAt: row.revoked_at ? row.revoked_at.toISOString() : null,
    }));
  }

  /** The account's sessions on every chain with a bundler, brought up to date from the chain first. */
  async function list(account: Address): Promise<SmartSession[]> {
    await Promise.all(chains.map((chain) => scan(chain.id, chain.startBlock, account)));
    return stored(account);
  }

  return {
    /** Whether any chain here has smart accounts (a bundler). */
    enabled: chains.length > 0,

    list,

    /** Ends a session at gangway-server: `signature` is the account's over smartSessionRevokeMessage. */
    async revoke(account: Address, pci: Hex, signature: Hex): Promise<SmartSession[]> {
      let sessions = (await stored(account)).filter((session) => session.pci === pci);
      if (sessions.length === 0) sessions = (await list(account)).filter((session) => session.pci === pci);
      const [first] = sessions;
      if (!first) throw notFound(`No session ${pci} of ${account}`);
      const valid = await verifyEvmSignature(rpc, {
        chainId: first.chainId as CaipNetworkId,
        address: account,
        message: smartSessionRevokeMessage(account, pci),
        signature,
      });
      if (!valid)
        throw new ApiError(400, 'SIGNATURE_INVALID', `The signature does not verify for ${account}`, {
          field: 'signature',
        });
      await db
        .updateTable('smart_sessions')
        .set({ revoked_at: new Date() })
        .where('account', '=', account.toLowerCase())
        .where('id', '=', pci)
        .where('revoked_at', 'is', null)
        .execute();
      return stored(account);
    },

    /**
     * Whether a user operation's signature is a session key's for a session revoked here (the RPC proxy refuses it):
     * SESSION_SIGNATURE_PREFIX ‖ abi.encode(sessionId, signature).
     */
    async revokedSessionOf(
      chainId: CaipNetworkId,
      sender: string,
      signature: string,
    ): Promise<Hex | undefined> {
      if (!signature.toLowerCase().startsWith(SESSION_SIGNATURE_PREFIX)) return undefined;
      let id: Hex;
      try {
        [id] = decodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes' }], `0x${signature.slice(10)}`);
      } catch {
        return undefined;
      }
      const row = await db
        .selectFrom('smart_sessions')
        .select('id')
        .where('chain_id', '=', chainId)
        .where('account', '=', sender.toLowerCase())
        .where('id', '=', id)
        .where('revoked_at', 'is not', null)
        .executeTakeFirst();
      return row ? id : undefined;
    },
  };
}
export type SmartSessionService = ReturnType<typeof createSmartSessionService>;
