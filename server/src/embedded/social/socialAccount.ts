// Who logged in: the ID token's claims (OIDC), or the userinfo answer of a plain OAuth 2 provider.
import * as oidc from 'openid-client';
import type { SocialApp } from './SocialApps.ts';

export interface SocialAccount {
  subject: string;
  userName: string | null;
}

type Claims = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

function accountOf(claims: Claims): SocialAccount | undefined {
  // X answers { data: { id, username } }.
  const data = typeof claims.data === 'object' && claims.data !== null ? (claims.data as Claims) : claims;
  const subject = text(data.sub) ?? text(data.id);
  if (subject === undefined) return undefined;
  const userName =
    text(data.name) ?? text(data.preferred_username) ?? text(data.login) ?? text(data.username) ?? null;
  return { subject, userName };
}

export async function socialAccountOf(
  app: SocialApp,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): Promise<SocialAccount | undefined> {
  if (app.oidc) {
    const claims = tokens.claims();
    const account = claims && accountOf(claims);
    // Providers that keep the ID token minimal give the name at the userinfo endpoint (for the same subject).
    if (!account || account.userName !== null || !app.config.serverMetadata().userinfo_endpoint)
      return account;
    const info = await oidc.fetchUserInfo(app.config, tokens.access_token, account.subject);
    return { subject: account.subject, userName: accountOf(info)?.userName ?? null };
  }
  const info = await oidc.fetchUserInfo(app.config, tokens.access_token, oidc.skipSubjectCheck);
  return accountOf(info);
}
