// One local OpenID Connect provider (oidc-provider with its development login pages) standing in for the six social
// providers: one client per provider on one issuer. Any login name is accepted (password ignored); the account's
// subject is the name, its e-mail <name>@devnet.test. Consent is granted at once.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@gangway/protocol';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface OidcApp {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface RunningOidcProvider {
  issuer: string;
  /** The app of each social provider, as gangway-server's `embedded.social` configuration takes it. */
  apps: Record<SocialProvider, OidcApp>;
  stop(): Promise<void>;
}

export interface OidcProviderOptions {
  /** Where the clients may return to (gangway-server's /v1/embedded/social/callback). */
  redirectUris: string[];
  host?: string;
  /** Default 0: any free port. */
  port?: number;
}

export const DEVNET_ACCOUNT_DOMAIN = 'devnet.test';

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
    response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve((server.address() as AddressInfo).port));
  });
  const issuer = `http://${host}:${port}`;
  const apps = Object.fromEntries(
    SOCIAL_PROVIDERS.map((provider) => [
      provider,
      { issuer, clientId: provider, clientSecret: randomBytes(24).toString('base64url') },
    ]),
  ) as Record<SocialProvider, OidcApp>;
  const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: Object.values(apps).map((app) => ({
      client_id: app.clientId,
      client_secret: app.clientSecret,
      redirect_uris: options.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
      id_token_signed_response_alg: 'ES256',
    })),
    jwks: { keys: [{ ...signingKey, kid: 'devnet', alg: 'ES256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({
        sub: accountId,
        email: `${accountId}@${DEVNET_ACCOUNT_DOMAIN}`,
        email_verified: true,
        name: accountId,
      }),
    }),
    loadExistingGrant: grantEverything,
    features: { devInteractions: { enabled: true } },
  });
  handle = provider.callback();

  return {
    issuer,
    apps,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** First-party apps: the scopes asked for are granted without a consent page. */
async function grantEverything(ctx: KoaContextWithOIDC) {
  const { client, session, provider, result } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  if (grantId) return provider.Grant.find(grantId);
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope('openid email profile');
  await grant.save();
  session.grantIdFor(client.clientId, grant.jti);
  return grant;
}
