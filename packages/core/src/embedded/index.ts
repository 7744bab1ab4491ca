// The embedded wallet's API for the views (EmailLogin, socials, ConnectingFarcaster, ApproveTransaction, UpdateEmailWallet,
// ProfileWallets), loaded by loadEmbedded() (internal.ts) with import(): nothing here belongs in the initial bundle.
export type { EmbeddedNamespace, EmbeddedUser as ServiceUser, FrameUser } from '@gangway/protocol';
export {
  EmbeddedWalletError,
  LOGIN_MESSAGES,
  rpcMethodKind,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from '@gangway/protocol';
export {
  completeSocialRedirect,
  connectEmail,
  connectSocial,
  getUser,
  SOCIAL_CODE_PARAM,
  SOCIAL_RESULT_PARAM,
  signOut,
  signOutEverywhere,
  startSocialRedirect,
  switchAccountType,
  syncEmbedded,
  updateEmail,
  updateEmailPrimaryOtp,
  updateEmailSecondaryOtp,
  verifyOtp,
} from './embeddedActions.ts';
export { EMBEDDED_CONNECTOR_ID, embeddedFamilies, embeddedInstance } from './embeddedSession.ts';
export { connectFarcaster, type FarcasterLoginOptions } from './farcasterLogin.ts';
export type { FrameArea, FrameClient } from './frameClient.ts';
export {
  type GrantedSession,
  type GrantSessionRequest,
  grantSmartSession,
  listSmartSessions,
  revokeSmartSession,
  type SessionPermissionRequest,
} from './smartSessions.ts';
