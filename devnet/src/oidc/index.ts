export { loginThroughDevPages } from './devLogin.ts';
export {
  DEVNET_ACCOUNT_DOMAIN,
  type OidcApp,
  type OidcProviderOptions,
  type RunningOidcProvider,
  startOidcProvider,
} from './startOidcProvider.ts';
