// Farcaster sign-in on the devnet: the relay's twin with its "Farcaster client" page, the IdRegistry's twin on
// chain 10, and the accounts registered there. The protocol's constants (the registry's address and ABI, chain 10,
// the relay's routes, the message's statement and resource) are @gangway/protocol's.
export {
  FARCASTER_ACCOUNTS,
  FARCASTER_KEY_INDEX,
  type FarcasterAccount,
  farcasterAccount,
} from './accounts.ts';
export type { AuthenticateBody } from './channelRequest.ts';
export { installFarcasterRegistry, readFarcasterCustody, readFarcasterFid } from './idRegistry.ts';
export { farcasterSignInMessage, signFarcasterSignIn } from './message.ts';
export {
  DEFAULT_FARCASTER_RELAY_PORT,
  FARCASTER_CHANNEL_TTL_MS,
  FARCASTER_CLIENT_PATH,
  type FarcasterRelayOptions,
  type FarcasterRelayTwin,
  startFarcasterRelay,
} from './relay.ts';
