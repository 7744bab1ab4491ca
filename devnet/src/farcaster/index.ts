// Farcaster sign-in on the devnet: the relay's twin with its "Farcaster client" page, the IdRegistry's twin on
// chain 10, and the accounts registered there.
export {
  FARCASTER_ACCOUNTS,
  FARCASTER_KEY_INDEX,
  type FarcasterAccount,
  farcasterAccount,
} from './accounts.ts';
export type { AuthenticateBody, ChannelParams } from './channelRequest.ts';
export {
  FARCASTER_CHAIN_ID,
  FARCASTER_ID_REGISTRY,
  FARCASTER_ID_REGISTRY_ABI,
  installFarcasterRegistry,
  readFarcasterCustody,
  readFarcasterFid,
} from './idRegistry.ts';
export {
  FARCASTER_SIWE_STATEMENT,
  type FarcasterSignInRequest,
  farcasterFidResource,
  farcasterSignInMessage,
  signFarcasterSignIn,
} from './message.ts';
export {
  DEFAULT_FARCASTER_RELAY_PORT,
  FARCASTER_CHANNEL_TTL_MS,
  FARCASTER_CLIENT_PATH,
  type FarcasterRelayOptions,
  type FarcasterRelayTwin,
  startFarcasterRelay,
} from './relay.ts';
