// The embedded wallet's peers on devnet: the SMTP sink the login codes go to (its inbox readable over HTTP) and the
// OIDC provider standing in for the six social providers, and gangway-server's configuration for them.
import type { ServerConfig } from 'gangway-server';
import { type MailSink, startMailSink } from '../mail/index.ts';
import { type RunningOidcProvider, startOidcProvider } from '../oidc/index.ts';

export const DEFAULT_INBOX_PORT = 8025;
export const DEFAULT_SMTP_PORT = 2525;
export const DEFAULT_OIDC_PORT = 8790;
/** Devnet only: a fixed key-encryption key, so a kept data directory's wallets still open after a restart. */
export const DEVNET_KEY_ENCRYPTION_KEY = 'ZGV2bmV0LW9ubHkta2V5LWVuY3J5cHRpb24ta2V5ISE';

export interface LoginPeers {
  mail: MailSink;
  oidc: RunningOidcProvider;
  stop(): Promise<void>;
}

export async function startLoginPeers(auto: boolean, serverPort: number): Promise<LoginPeers> {
  const [mail, oidc] = await Promise.allSettled([
    startMailSink(auto ? {} : { smtpPort: DEFAULT_SMTP_PORT, httpPort: DEFAULT_INBOX_PORT }),
    startOidcProvider({
      redirectUris: [`http://127.0.0.1:${serverPort}/v1/embedded/social/callback`],
      ...(auto ? {} : { port: DEFAULT_OIDC_PORT }),
    }),
  ]);
  if (mail.status === 'rejected' || oidc.status === 'rejected') {
    if (mail.status === 'fulfilled') await mail.value.stop();
    if (oidc.status === 'fulfilled') await oidc.value.stop();
    throw mail.status === 'rejected' ? mail.reason : (oidc as PromiseRejectedResult).reason;
  }
  return {
    mail: mail.value,
    oidc: oidc.value,
    stop: async () => {
      await Promise.all([mail.value.stop(), oidc.value.stop()]);
    },
  };
}

export function loginServiceConfig(
  peers: LoginPeers,
  projectId: string,
  /** The Farcaster relay's twin and the devnet's Optimism (chain 10), where the IdRegistry's twin is. */
  farcaster: { relayUrl: string; optimismRpcUrl: string },
): NonNullable<ServerConfig['embedded']> {
  return {
    keyEncryptionKey: DEVNET_KEY_ENCRYPTION_KEY,
    smtp: { host: peers.mail.smtpHost, port: peers.mail.smtpPort, from: 'Gangway demo <login@devnet.test>' },
    social: { [projectId]: peers.oidc.apps },
    farcaster,
    // Every visitor of the devnet (and every browser test) comes from 127.0.0.1: one client by IP. The per-address
    // and per-domain limits stay as they are in production.
    limits: {
      mailPerIp: { max: 1_000, perSeconds: 600 },
      otpPerIp: { max: 1_000, perSeconds: 60 },
      socialPerIp: { max: 1_000, perSeconds: 60 },
      farcasterPerIp: { max: 5_000, perSeconds: 60 },
      sessionPerIp: { max: 5_000, perSeconds: 60 },
      framePerIp: { max: 5_000, perSeconds: 60 },
    },
  };
}
