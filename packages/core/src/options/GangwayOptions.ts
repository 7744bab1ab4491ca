import type { AccountType, ChainNamespace, LocalFeatures, RemoteFeatures } from '@gangway/protocol';
import type { ChainAdapter } from '../adapter/ChainAdapter.ts';
import type { Locale } from '../locale/locales.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import type { SiweConfig, SiwxOption } from '../siwx/SiwxConfig.ts';
import type { KeyValueStorage } from '../storage/gangwayStorage.ts';
import type { WalletConnectOptions } from '../walletConnect/WalletConnectOptions.ts';

export interface AppMetadata {
  name: string;
  description: string;
  url: string;
  icons: readonly string[];
}

export interface CustomWallet {
  id: string;
  name: string;
  homepage?: string;
  imageUrl?: string;
  mobile_link?: string | null;
  desktop_link?: string | null;
  webapp_link?: string | null;
}

export type ThemeMode = 'light' | 'dark';

/** Theme variables: CSS custom properties of the modal, each named `--gw-*`. */
export type ThemeVariables = Readonly<Partial<Record<`--gw-${string}`, string>>>;

export type Features = Partial<RemoteFeatures> & Partial<LocalFeatures>;

/** Options an integrator passes to createGangway (SPEC §3 Options, plus what a self-hosted widget needs). */
export interface GangwayOptions {
  /** The project's id on your gangway-server. */
  projectId: string;
  /** The networks the app requests, first one the default unless `defaultNetwork` says otherwise. */
  networks: readonly [CaipNetwork, ...CaipNetwork[]];
  /** One adapter per chain namespace the networks use. */
  adapters: readonly ChainAdapter[];
  defaultNetwork?: CaipNetwork;
  /** Base URL of your gangway-server (config, wallet directory, balances, analytics, RPC). */
  apiUrl?: string;
  /**
   * When the directory's first page is asked of `apiUrl`: `'idle'` (default) once the page is idle, so the first
   * click shows the wallets at once; `'intent'` not before open intent or the modal opening.
   */
  prefetch?: 'idle' | 'intent';
  metadata?: AppMetadata;
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>;
  /** Default true. */
  enableNetworkSwitch?: boolean;
  /** Default false. */
  allowUnsupportedChain?: boolean;
  /** Default true. */
  enableReconnect?: boolean;
  enableEmbedded?: boolean;
  featuredWalletIds?: readonly string[];
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
  customWallets?: readonly CustomWallet[];
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  /**
   * Sign in with a wallet (CAIP-122) right after connecting: `true` or options to use your gangway-server, or your
   * own SiwxConfig. Not together with siweConfig.
   */
  siwx?: SiwxOption;
  /** The older EVM-only sign-in option, mapped onto the same flow. */
  siweConfig?: SiweConfig;
  features?: Features;
  /** Basic mode turns every remote feature off. */
  basic?: boolean;
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  /** The language of the modal and buttons; default: the first of the browser's languages the widget has, else English. */
  locale?: Locale;
  /** Shows alerts in the modal (they are always logged). */
  debug?: boolean;
  /** Do not append the modal element to document.body (the host renders <GangwayEmbed/>). */
  disableAppend?: boolean;
  /** Web Storage used for the remembered connection; localStorage by default. */
  storage?: KeyValueStorage;
  /**
   * WalletConnect: its client's loader (`signClient: () => import('@walletconnect/sign-client')`) and the relay, by
   * default gangway-server's at `apiUrl`. Without it WalletConnect is off.
   */
  walletConnect?: WalletConnectOptions;
}
