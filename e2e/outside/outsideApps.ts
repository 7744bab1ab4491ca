// The apps an integrator generates outside this repo, into which the outside-app stage installs the packed
// packages: where each lives (a cache outside the workspace, so its third-party installs are done once), how it is
// generated, and what the stage adds to it.
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const TARBALLS = join(ROOT, '.pack/tarballs');
export const APP_FILES = join(import.meta.dirname, 'app-files');

/** One cache per worktree: parallel runs of other checkouts never share an app folder. */
export const APPS_CACHE =
  process.env.GANGWAY_OUTSIDE_APPS_DIR ??
  join(tmpdir(), `gangway-outside-apps-${createHash('sha256').update(ROOT).digest('hex').slice(0, 10)}`);

/** What prepareApps.ts hands the browser test: where each built app is and what it found. */
export const PREPARED_MANIFEST = join(APPS_CACHE, 'prepared.json');

/** The generators, pinned: the registry mirror may lack newer ones, and a new template must be a deliberate change. */
export const CREATE_VITE = 'create-vite@9.3.0';
export const CREATE_NEXT_APP = 'create-next-app@16.4.3';

export type AppKind = 'vite' | 'next';

export interface OutsideApp {
  name: string;
  kind: AppKind;
  /** Dependencies set over the generated template's (React 18 for one Vite app). */
  dependencyOverrides: Record<string, string>;
  /** The Gangway packages it installs from the tarballs. */
  gangwayPackages: readonly string[];
  /** Dependencies it adds besides the Gangway packages and the EVM peers. */
  extraDependencies: Record<string, string>;
  /** Folders of app-files/ copied over the generated app, in order. */
  appFiles: readonly string[];
  /**
   * Whether it installs @walletconnect/sign-client and passes its loader (WalletConnect pairs); without it the app
   * proves that nothing of WalletConnect is needed to install, type-check and build.
   */
  walletConnect: boolean;
}

/** WalletConnect's client, at the version the workspace is tested with (an optional peer of @gangway/core). */
const SIGN_CLIENT = { '@walletconnect/sign-client': '2.25.0' } as const;

const WIDGET = ['@gangway/protocol', '@gangway/core', '@gangway/react', '@gangway/evm'] as const;
/** Every published package: the Next.js app also proves each imports with plain Node. */
export const PUBLISHED = [
  ...WIDGET,
  '@gangway/solana',
  '@gangway/bitcoin',
  '@gangway/contracts',
  'gangway-server',
] as const;

/** The EVM peers, at the versions the workspace is tested with. */
export const EVM_PEERS = { '@wagmi/core': '3.6.5', viem: '2.57.20' } as const;

export const OUTSIDE_APPS: readonly OutsideApp[] = [
  {
    name: 'vite-react18',
    kind: 'vite',
    dependencyOverrides: {
      react: '18.3.1',
      'react-dom': '18.3.1',
      '@types/react': '18.3.32',
      '@types/react-dom': '18.3.7',
    },
    gangwayPackages: WIDGET,
    extraDependencies: {},
    appFiles: ['vite', 'vite-without-walletconnect'],
    walletConnect: false,
  },
  {
    name: 'vite-react19',
    kind: 'vite',
    dependencyOverrides: {},
    gangwayPackages: WIDGET,
    extraDependencies: SIGN_CLIENT,
    appFiles: ['vite'],
    walletConnect: true,
  },
  // The README's install lines (the widget, WalletConnect's client and gangway-server, whose bin the test starts), and
  // the other adapters.
  {
    name: 'next',
    kind: 'next',
    dependencyOverrides: {},
    gangwayPackages: PUBLISHED,
    extraDependencies: { '@solana/kit': '8.4.0', ...SIGN_CLIENT },
    appFiles: ['next'],
    walletConnect: true,
  },
];

export const appDir = (app: OutsideApp) => join(APPS_CACHE, app.name);

export interface PreparedApps {
  /** Per app: its folder and the figures measured while preparing it. */
  apps: Record<string, { dir: string; buildSeconds: number }>;
}
