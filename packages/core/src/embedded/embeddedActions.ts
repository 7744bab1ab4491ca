// What the e-mail, social and account-management views call (SPEC §4 e-mail login, e-mail update, sign out;
// SPEC §2 social popup and redirect). Each returns what the next step needs and fails with SPEC §8's message.

import type { ChainNamespace, FrameResult, FrameUser } from '@gangway/protocol';
import {
  completionCodeFrom,
  EMAIL_LOGIN_COOLDOWN_MS,
  EmbeddedWalletError,
  ERROR_MESSAGES,
  GangwayError,
  ONE_SECOND_MS,
  SIGN_OUT_TIMEOUT_MS,
  SOCIAL_CODE_PARAM,
  SOCIAL_RESULT_PARAM,
  type SocialProvider,
} from '@gangway/protocol';
import type { GangwayContext } from '../client/GangwayContext.ts';
import type { MultiFamilySession } from '../connectors/MultiFamilySession.ts';
import { namespaceState } from '../stores/connectionStore.ts';
import { EMBEDDED_CONNECTOR_ID } from './embeddedConnectorId.ts';
import {
  adoptEmbeddedUser,
  embeddedInstance,
  forgetEmbedded,
  updateEmbeddedUser,
} from './embeddedSession.ts';

export { SOCIAL_CODE_PARAM, SOCIAL_RESULT_PARAM };

const LAST_EMAIL_LOGIN_KEY = 'gangway:embedded:last-email-login';
/** How long after the popup closed its completion code may still arrive (posted just before it closed). */
const POPUP_CLOSED_GRACE_MS = 2_000;
const POPUP_POLL_MS = 500;

/**
 * SPEC §6 account switch on eip155: the embedded wallet presents its smart account or its EOA. A smart account only
 * on a network that enables it (the frame refuses otherwise).
 */
export async function switchAccountType(
  ctx: GangwayContext,
  accountType: FrameUser['preferredAccountType'],
): Promise<FrameUser> {
  const chainId = ctx.connections.getState().namespaces.eip155?.chain?.caipNetworkId;
  const user = await embeddedInstance(ctx).client.request('setPreferredAccountType', {
    accountType,
    ...(chainId ? { chainId } : {}),
  });
  updateEmbeddedUser(ctx, user);
  return user;
}

/** SPEC §4, §5: one e-mail login attempt per 30 s ('Please try again after N seconds'). */
export async function connectEmail(
  ctx: GangwayContext,
  params: { email: string },
  now = Date.now(),
): Promise<FrameResult<'connectEmail'>> {
  const last = ctx.storage.getCache(
    LAST_EMAIL_LOGIN_KEY,
    (value) => (typeof value === 'number' ? value : undefined),
    EMAIL_LOGIN_COOLDOWN_MS,
    now,
  );
  if (last !== undefined) {
    const seconds = Math.ceil((EMAIL_LOGIN_COOLDOWN_MS - (now - last)) / ONE_SECOND_MS);
    throw new EmbeddedWalletError(ERROR_MESSAGES.EMAIL_COOLDOWN({ seconds }), {
      apiCode: 'EMAIL_COOLDOWN',
      retryAfterSeconds: seconds,
    });
  }
  const answer = await embeddedInstance(ctx).client.request('connectEmail', params);
  ctx.storage.setCache(LAST_EMAIL_LOGIN_KEY, now, now);
  return answer;
}

/** The login code (it verifies a new device too): connected. */
export async function verifyOtp(ctx: GangwayContext, params: { otp: string }): Promise<FrameUser> {
  const user = await embeddedInstance(ctx).client.request('connectOtp', params);
  await adoptEmbeddedUser(ctx, user);
  return user;
}

function whenClosed(popup: Window): { closed: Promise<never>; stop(): void } {
  let timer: ReturnType<typeof setInterval> | undefined;
  const closed = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer);
      setTimeout(
        () => reject(new EmbeddedWalletError(ERROR_MESSAGES.POPUP_CLOSED, { errorCode: 'POPUP_CLOSED' })),
        POPUP_CLOSED_GRACE_MS,
      );
    }, POPUP_POLL_MS);
  });
  closed.catch(() => undefined);
  return { closed, stop: () => clearInterval(timer) };
}

/**
 * SPEC §2 social login through the popup (opened with openSocialPopup); 'Popup closed' when the visitor closes it.
 * The popup's last page (gangway-server's callback) posts the completion code to this window only; the frame finishes
 * the login with it and the verifier it keeps.
 */
export async function connectSocial(
  ctx: GangwayContext,
  params: { provider: SocialProvider; popup: Window | null; scope?: Window },
): Promise<FrameUser> {
  const { popup } = params;
  if (!popup)
    throw new EmbeddedWalletError(ERROR_MESSAGES.SOCIAL_CONNECTION_FAILED, {
      errorCode: 'SOCIAL_CONNECTION_FAILED',
    });
  const { client } = embeddedInstance(ctx);
  const watch = whenClosed(popup);
  const completion = completionCodeFrom(params.scope ?? globalThis.window, popup, client.origin);
  try {
    const { uri } = await Promise.race([
      client.request('getSocialRedirectUri', { provider: params.provider }),
      watch.closed,
    ]);
    popup.location.href = uri;
    const code = await Promise.race([completion.code, watch.closed]);
    const user = await client.request('connectSocial', { uri, code });
    await adoptEmbeddedUser(ctx, user);
    return user;
  } catch (error) {
    // The frame forgets the attempt's verifier: nothing can finish it any more.
    void client.request('abandonSocial', {}).catch(() => undefined);
    throw error;
  } finally {
    completion.stop();
    watch.stop();
    if (!popup.closed) popup.close();
  }
}

/** SPEC §2 redirect flow (popups blocked, Telegram): leaves the page for the provider; it comes back with the result. */
export async function startSocialRedirect(
  ctx: GangwayContext,
  params: { provider: SocialProvider; location: Location },
): Promise<void> {
  const { uri } = await embeddedInstance(ctx).client.request('getSocialRedirectUri', {
    provider: params.provider,
    returnTo: params.location.href,
  });
  params.location.assign(uri);
}

/**
 * The page came back from a social redirect: reads the result parameters (the attempt's state and the completion
 * code), removes them from the address bar, and completes the login. Null when the address carries no result.
 */
export async function completeSocialRedirect(
  ctx: GangwayContext,
  params: { location: Location; history: History },
): Promise<FrameUser | null> {
  const returned = new URL(params.location.href);
  if (!returned.searchParams.has(SOCIAL_RESULT_PARAM)) return null;
  const code = returned.searchParams.get(SOCIAL_CODE_PARAM);
  // The code goes to the frame as `code`, not in the address; the address bar keeps neither.
  returned.searchParams.delete(SOCIAL_CODE_PARAM);
  const shown = new URL(returned);
  shown.searchParams.delete(SOCIAL_RESULT_PARAM);
  params.history.replaceState(params.history.state, '', shown.toString());
  if (!code) throw new EmbeddedWalletError(ERROR_MESSAGES.SOCIAL_CONNECTION_FAILED);
  const user = await embeddedInstance(ctx).client.request('connectSocial', {
    uri: returned.toString(),
    code,
  });
  await adoptEmbeddedUser(ctx, user);
  return user;
}

/** SPEC §4 e-mail update: a code to the current address first… */
export function updateEmail(ctx: GangwayContext, params: { newEmail: string }) {
  return embeddedInstance(ctx).client.request('updateEmail', params);
}
/** …that code; a code goes to the new address… */
export function updateEmailPrimaryOtp(ctx: GangwayContext, params: { otp: string }) {
  return embeddedInstance(ctx).client.request('updateEmailPrimaryOtp', params);
}
/** …and that one: the user now has the new address. */
export async function updateEmailSecondaryOtp(
  ctx: GangwayContext,
  params: { otp: string },
): Promise<FrameUser> {
  const user = await embeddedInstance(ctx).client.request('updateEmailSecondaryOtp', params);
  await adoptEmbeddedUser(ctx, user);
  return user;
}

/** The logged-in user, as the frame reports it for the namespace's active network. */
export function getUser(ctx: GangwayContext) {
  return embeddedInstance(ctx).client.request('getUser', {});
}

/** Revokes the session (waits at most SIGN_OUT_TIMEOUT_MS for the frame) and disconnects every family it carried. */
export async function signOut(ctx: GangwayContext): Promise<void> {
  const { client } = embeddedInstance(ctx);
  await Promise.race([
    client.request('signOut', {}).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, SIGN_OUT_TIMEOUT_MS)),
  ]);
  await forgetEmbedded(ctx);
}

/** Revokes every session of the user, on every device (this one too), and disconnects here. */
export async function signOutEverywhere(ctx: GangwayContext): Promise<void> {
  await embeddedInstance(ctx).client.request('signOutEverywhere', {});
  await forgetEmbedded(ctx);
}

/**
 * SPEC §4 frame sync at start-up (the stored connector is the embedded one): connecting while the frame answers,
 * connected when it reports a session; otherwise it throws, and start-up sync leaves the namespace disconnected with
 * what was stored removed.
 */
export async function syncEmbedded(ctx: GangwayContext, namespace: ChainNamespace): Promise<void> {
  const connections = ctx.connections.getState();
  // Restored beside the one in use, it leaves the namespace connected (no "Connecting…" meanwhile).
  if (namespaceState(connections, namespace).current === undefined)
    connections.setStatus(namespace, 'connecting');
  const { client } = embeddedInstance(ctx);
  const { isConnected } = await client.request('isConnected', {});
  if (!isConnected) throw new GangwayError('NOT_CONNECTED_TO_EMAIL_OR_SOCIAL');
  await adoptEmbeddedUser(ctx, await client.request('getUser', {}), namespace);
}

/** The embedded wallet as a connector spanning families: start-up sync through the frame, sign-out to end it. */
export const embeddedSession: MultiFamilySession = {
  connectorId: EMBEDDED_CONNECTOR_ID,
  restore: syncEmbedded,
  end: signOut,
};
