export type {
  GrantedSession,
  GrantSessionRequest,
  PairingState,
  PairingStatus,
  SessionPermissionRequest,
  SiwxStatus,
} from '@gangway/core/internal';
export { THEME_TOKENS, THEME_VARIABLE_NAMES, type ThemeTokenName } from '@gangway/protocol';
export { AccountButton, type AccountButtonProps } from './components/AccountButton/AccountButton.tsx';
export type { ResponsiveFlag } from './components/ButtonStyles/responsive.ts';
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton/ConnectButton.tsx';
export { GangwayButton, type GangwayButtonProps } from './components/GangwayButton/GangwayButton.tsx';
export { NetworkButton, type NetworkButtonProps } from './components/NetworkButton/NetworkButton.tsx';
export { GangwayEmbed, type GangwayEmbedProps } from './GangwayEmbed/GangwayEmbed.tsx';
export { GangwayProvider, type GangwayProviderProps } from './GangwayProvider/GangwayProvider.tsx';
export { type GangwayAccount, useAccount } from './hooks/useAccount.ts';
export { type GangwayConnection, useConnection, useConnections } from './hooks/useConnections.ts';
export { useConnectors } from './hooks/useConnectors.ts';
export { type DisconnectParams, type GangwayDisconnect, useDisconnect } from './hooks/useDisconnect.ts';
export { useGangway } from './hooks/useGangway.ts';
export { type GangwayModal, useGangwayModal } from './hooks/useGangwayModal.ts';
export { type GangwayLocale, useLocale } from './hooks/useLocale.ts';
export { type GangwayNetwork, useNetwork } from './hooks/useNetwork.ts';
export { type GangwaySendCalls, useSendCalls } from './hooks/useSendCalls.ts';
export { type UseSiwxResult, useSiwx } from './hooks/useSiwx.ts';
export { type GangwaySmartSessions, useSmartSessions } from './hooks/useSmartSessions.ts';
export { type GangwayTheme, useTheme } from './hooks/useTheme.ts';
export { useWalletConnectUri } from './hooks/useWalletConnectUri.ts';
export {
  type GangwaySendTransaction,
  type GangwaySignMessage,
  useSendTransaction,
  useSignMessage,
} from './hooks/useWalletRequests.ts';
export { MODAL_ELEMENT_NAME } from './modal/createModalHost.ts';
