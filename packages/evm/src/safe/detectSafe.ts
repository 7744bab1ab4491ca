// Loaded with import() only when the page runs in a frame: asks the parent, if it is a trusted Safe{Wallet}, for its
// Safe, and builds the Safe connector around it.
import { SAFE_CONNECTOR_ID } from '@gangway/core/internal';
import type { EvmConnector } from '../types.ts';
import { handshake, openSafeChannel, type SafeFrameSide } from './safeChannel.ts';
import { parseSafeInfo } from './safeMessages.ts';
import { trustedSafeOrigins } from './safeOrigins.ts';
import { createSafeProvider } from './safeProvider.ts';

/**
 * How long the parent has to answer getSafeInfo, from when the question is sent; a frame that is no Safe never
 * answers. Only asked when the browser cannot tell the parent's origin (Firefox) or tells a trusted one.
 */
export const SAFE_HANDSHAKE_TIMEOUT_MS = 3_000;

/** The trusted origins the parent may be: the one the browser names, if it names one, or all of them. */
function candidateOrigins(side: SafeFrameSide, trusted: readonly string[]): readonly string[] {
  const parentOrigin = side.location?.ancestorOrigins?.[0];
  // "null": the parent's referrer policy hides it.
  if (parentOrigin === undefined || parentOrigin === 'null') return trusted;
  return trusted.includes(parentOrigin) ? [parentOrigin] : [];
}

/**
 * The Safe connector when the parent is a trusted Safe{Wallet} that answers with a well-formed Safe; undefined
 * otherwise. A bad `safeOrigins` option or a malformed answer is logged with its reason, never thrown at the page.
 */
export async function detectSafe(
  configuredOrigins: readonly string[] | undefined,
  side: SafeFrameSide = window,
): Promise<EvmConnector | undefined> {
  try {
    const origins = trustedSafeOrigins(configuredOrigins);
    const asked = candidateOrigins(side, origins);
    const answer =
      asked.length > 0 ? await handshake(side, asked, 'getSafeInfo', SAFE_HANDSHAKE_TIMEOUT_MS) : undefined;
    if (!answer) {
      // Framed by a page that is no trusted Safe{Wallet}: nothing to do, said for integrators wondering why.
      console.debug(
        `[Gangway] Safe App: no trusted Safe{Wallet} parent answered (trusted: ${origins.join(', ')})`,
      );
      return undefined;
    }
    const info = parseSafeInfo(answer.data);
    return {
      id: SAFE_CONNECTOR_ID,
      name: 'Safe',
      type: 'EXTERNAL',
      chain: 'eip155',
      provider: createSafeProvider(openSafeChannel(side, answer.origin), info),
    };
  } catch (error) {
    console.error(`[Gangway] Safe App: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
