// Farcaster login (SPEC §2 ConnectingFarcaster). The frame starts an attempt with the hash of a verifier it keeps;
// gangway-server opens a channel at the relay for a sign-in to the page that embeds the frame, with a nonce of its
// own, and keeps the channel in the database. The frame polls; once a Farcaster client approved, the server checks the
// signed message against what the channel asked for and the fid's custody address, and the frame gets the session,
// once. The browser never talks to the relay, and nobody without the frame's verifier can finish its attempt.
import { randomBytes } from 'node:crypto';
import { FARCASTER_CHANNEL_TTL_MS, isProviderUrl } from '@gangway/protocol';
import { sql } from 'kysely';
import type { GangwayDatabase } from '../../db/openDatabase.ts';
import { ApiError, forbidden, upstreamFailed } from '../../errors/ApiError.ts';
import type { ActiveProject } from '../../projects/projectCache.ts';
import { farcasterLoginFailed, socialProviderNotConfigured } from '../embeddedErrors.ts';
import { constantTimeEqual, randomToken, sha256Base64Url } from '../secrets.ts';
import { findOrCreateUser } from '../users/userRepository.ts';
import { type FarcasterRelay, FarcasterRelayError } from './FarcasterRelay.ts';
import type { FidRegistry } from './FidRegistry.ts';
import { SignInRefused, verifySignIn } from './verifySignIn.ts';

export interface FarcasterStartInput {
  project: ActiveProject;
  deviceId: string;
  verifierHash: string;
  /** The page embedding the frame, as the browser reports it: one of the project's allowed origins. */
  hostOrigin: string;
}

export type FarcasterStatus = { status: 'pending' } | { status: 'done'; userId: string };

export interface FarcasterUpstreams {
  relay: FarcasterRelay;
  registry: FidRegistry;
}

export class FarcasterLogin {
  constructor(
    private readonly database: GangwayDatabase,
    /** Undefined when the configuration has no Farcaster section: the login is not offered. */
    readonly upstreams: FarcasterUpstreams | undefined,
  ) {}

  async start(input: FarcasterStartInput): Promise<{ state: string; url: string }> {
    const { project } = input;
    const socials = project.features.socials;
    if (socials === false || !socials.includes('farcaster'))
      throw forbidden('FORBIDDEN', 'Farcaster login is turned off for this project');
    const { relay } = this.#upstreams();
    if (!project.origins.matches(input.hostOrigin))
      throw new ApiError(403, 'ORIGIN_NOT_ALLOWED', 'hostOrigin is not an allowed origin of the project', {
        field: 'hostOrigin',
      });
    const expiresAt = new Date(Date.now() + FARCASTER_CHANNEL_TTL_MS);
    // EIP-4361 nonces are alphanumeric.
    const nonce = randomBytes(16).toString('hex');
    const channel = await relay
      .createChannel({
        siweUri: input.hostOrigin,
        domain: new URL(input.hostOrigin).host,
        nonce,
        expirationTime: expiresAt.toISOString(),
      })
      .catch((error: unknown) => {
        throw upstreamFailed('The Farcaster relay cannot be reached', error);
      });
    if (channel.nonce !== nonce) throw upstreamFailed('The Farcaster relay changed the channel nonce');
    // The widget shows it as a link: https only (http on loopback, the devnet's twin).
    if (!isProviderUrl(channel.url))
      throw upstreamFailed('The Farcaster relay answered a channel url that is not https');
    const state = randomToken(32);
    await this.database.db
      .insertInto('embedded_farcaster_channels')
      .values({
        state,
        project_id: project.id,
        device_id: input.deviceId,
        verifier_hash: input.verifierHash,
        host_origin: input.hostOrigin,
        channel_token: channel.channelToken,
        nonce,
        url: channel.url,
        status: 'pending',
        expires_at: expiresAt,
      })
      .execute();
    return { state, url: channel.url };
  }

  /**
   * The frame's poll: pending until a Farcaster client approved, then the verified login, once. A wrong verifier or
   * device, a channel the relay forgot or a message that does not verify ends the attempt.
   */
  async status(
    projectId: string,
    poll: { state: string; verifier: string; deviceId: string },
  ): Promise<FarcasterStatus> {
    const { relay, registry } = this.#upstreams();
    const channel = await this.database.db
      .selectFrom('embedded_farcaster_channels')
      .select(['verifier_hash', 'device_id', 'status', 'channel_token', 'nonce', 'host_origin'])
      .select(sql<boolean>`expires_at <= now()`.as('expired'))
      .where('state', '=', poll.state)
      .where('project_id', '=', projectId)
      .executeTakeFirst();
    if (!channel || channel.expired || channel.status !== 'pending')
      throw farcasterLoginFailed(400, 'This Farcaster login is not known, has expired or has ended');
    const fail = async (status: 400 | 401, message: string): Promise<never> => {
      await this.database.db
        .updateTable('embedded_farcaster_channels')
        .set({ status: 'failed' })
        .where('state', '=', poll.state)
        .where('status', '=', 'pending')
        .execute();
      throw farcasterLoginFailed(status, message);
    };
    if (
      !constantTimeEqual(sha256Base64Url(poll.verifier), channel.verifier_hash) ||
      channel.device_id !== poll.deviceId
    )
      return fail(401, 'This Farcaster login belongs to another frame');
    const outcome = await relay.channelStatus(channel.channel_token).catch((error: unknown) => {
      throw upstreamFailed(
        error instanceof FarcasterRelayError ? error.message : 'The Farcaster relay failed',
        error,
      );
    });
    if (outcome.state === 'pending') return { status: 'pending' };
    if (outcome.state === 'gone') return fail(400, 'The Farcaster relay no longer knows this sign-in');
    try {
      await verifySignIn(
        outcome,
        { domain: new URL(channel.host_origin).host, uri: channel.host_origin, nonce: channel.nonce },
        registry,
      );
    } catch (error) {
      if (error instanceof SignInRefused) return fail(401, `Farcaster sign-in refused: ${error.message}`);
      throw upstreamFailed("The Farcaster id registry's chain cannot be read", error);
    }
    const fid = String(outcome.fid);
    const userId = await findOrCreateUser(this.database, {
      projectId,
      provider: 'farcaster',
      subject: fid,
      userName: outcome.displayName ?? outcome.username,
    });
    const consumed = await this.database.db
      .updateTable('embedded_farcaster_channels')
      .set({ status: 'consumed', fid, user_id: userId })
      .where('state', '=', poll.state)
      .where('status', '=', 'pending')
      .returning('state')
      .executeTakeFirst();
    if (!consumed) throw farcasterLoginFailed(400, 'This Farcaster login has ended');
    return { status: 'done', userId };
  }

  #upstreams(): FarcasterUpstreams {
    if (!this.upstreams) throw socialProviderNotConfigured('farcaster');
    return this.upstreams;
  }
}
