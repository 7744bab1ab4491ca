// The OAuth/OIDC apps of the configuration as openid-client Configurations: an issuer is discovered once (a failed
// discovery is tried again on the next login); explicit endpoints need no discovery.
import type { SocialProvider } from '@gangway/protocol';
import * as oidc from 'openid-client';
import type { OAuthAppConfig, ResolvedEmbeddedConfig } from '../../config/embeddedConfig.ts';

const DISCOVERY_TIMEOUT_S = 10;

export interface SocialApp {
  config: oidc.Configuration;
  /** OIDC (an issuer): the ID token is required and its nonce checked. */
  oidc: boolean;
  scope: string;
}

export class SocialApps {
  readonly #loading = new Map<string, Promise<SocialApp>>();

  constructor(private readonly apps: ResolvedEmbeddedConfig['social']) {}

  has(projectId: string, provider: SocialProvider): boolean {
    return this.apps[projectId]?.[provider] !== undefined;
  }

  get(projectId: string, provider: SocialProvider): Promise<SocialApp> | undefined {
    const app = this.apps[projectId]?.[provider];
    if (!app) return undefined;
    const key = `${projectId}|${provider}`;
    const loading = this.#loading.get(key);
    if (loading) return loading;
    const load = configure(app);
    this.#loading.set(key, load);
    load.catch(() => this.#loading.delete(key));
    return load;
  }
}

async function configure(app: OAuthAppConfig): Promise<SocialApp> {
  if (app.issuer !== undefined) {
    const issuer = new URL(app.issuer);
    const config = await oidc.discovery(issuer, app.clientId, app.clientSecret, undefined, {
      timeout: DISCOVERY_TIMEOUT_S,
      ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    return { config, oidc: true, scope: app.scope ?? 'openid email profile' };
  }
  const authorization = new URL(app.authorizationEndpoint ?? '');
  const config = new oidc.Configuration(
    {
      issuer: authorization.origin,
      authorization_endpoint: authorization.href,
      token_endpoint: app.tokenEndpoint,
      userinfo_endpoint: app.userinfoEndpoint,
    },
    app.clientId,
    app.clientSecret,
  );
  if (
    [app.authorizationEndpoint, app.tokenEndpoint, app.userinfoEndpoint].some((url) =>
      url?.startsWith('http:'),
    )
  )
    oidc.allowInsecureRequests(config);
  return { config, oidc: false, scope: app.scope ?? '' };
}
