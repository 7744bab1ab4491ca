// The embedded wallet's API for the views (EmailLogin, socials, ApproveTransaction, UpdateEmailWallet,
// ProfileWallets). Import it with import(): nothing here belongs in the initial bundle.
export type { EmbeddedNamespace, EmbeddedUser as ServiceUser } from '../api/schemas/embedded.ts';
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
  syncEmbedded,
  updateEmail,
  updateEmailPrimaryOtp,
  updateEmailSecondaryOtp,
  verifyOtp,
} from './embeddedActions.ts';
export { EmbeddedWalletError, LOGIN_MESSAGES } from './embeddedErrors.ts';
export { EMBEDDED_CONNECTOR_ID, embeddedFamilies, embeddedInstance } from './embeddedSession.ts';
export { FRAME_SLOT, FRAME_TITLE, type FrameArea, type FrameClient } from './frameClient.ts';
export type { FrameUser } from './frameMessages.ts';
export { rpcMethodKind, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods.ts';
