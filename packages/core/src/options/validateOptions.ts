import {
  ACCOUNT_TYPES,
  type AccountType,
  type ChainNamespace,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_LOCAL_FEATURES,
  GangwayError,
  isChainNamespace,
  type LocalFeatures,
  parseCaipNetworkId,
  REMOTE_FEATURE_KEYS,
  receivedType,
  SCHEMA_MESSAGES,
} from '@gangway/protocol';
import type { ChainAdapter } from '../adapter/ChainAdapter.ts';
import type { CaipNetwork } from '../networks/CaipNetwork.ts';
import type { Features, GangwayOptions } from './GangwayOptions.ts';

export interface ResolvedOptions extends GangwayOptions {
  projectId: string;
  defaultNetwork: CaipNetwork;
  enableNetworkSwitch: boolean;
  allowUnsupportedChain: boolean;
  enableReconnect: boolean;
  debug: boolean;
  basic: boolean;
  defaultAccountTypes: Readonly<Record<ChainNamespace, AccountType>>;
  localFeatures: LocalFeatures;
  /** Remote-gated features the integrator set locally (they are overridden once the server answers). */
  localRemoteFeatures: Features;
  adaptersByNamespace: ReadonlyMap<ChainNamespace, ChainAdapter>;
}

export function invalid(option: string, reason: string): never {
  throw new GangwayError('INVALID_OPTION', { option, reason }, { category: 'CONFIGURATION_ERROR' });
}

/** SPEC §8's 'Required' or 'Expected X, received Y' for a value of the wrong type. */
export function wrongType(expected: string, value: unknown): string {
  return value === undefined
    ? SCHEMA_MESSAGES.REQUIRED
    : SCHEMA_MESSAGES.INVALID_TYPE({ expected, received: receivedType(value) });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validUrl(value: unknown, protocols: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function validateNetwork(network: unknown, path: string): CaipNetwork {
  if (!isRecord(network)) invalid(path, 'expected a network object');
  const { caipNetworkId, chainNamespace, id, name, nativeCurrency, rpcUrls } = network;
  if (typeof caipNetworkId !== 'string')
    invalid(`${path}.caipNetworkId`, 'expected a CAIP-2 id like eip155:1');
  let parsed: ReturnType<typeof parseCaipNetworkId>;
  try {
    parsed = parseCaipNetworkId(caipNetworkId);
  } catch (error) {
    invalid(`${path}.caipNetworkId`, (error as Error).message);
  }
  if (chainNamespace !== parsed.namespace) {
    invalid(
      `${path}.chainNamespace`,
      `expected "${parsed.namespace}" to match caipNetworkId ${caipNetworkId}`,
    );
  }
  if ((typeof id !== 'number' && typeof id !== 'string') || String(id) !== parsed.reference) {
    invalid(`${path}.id`, `expected ${parsed.reference} to match caipNetworkId ${caipNetworkId}`);
  }
  if (typeof name !== 'string') invalid(`${path}.name`, wrongType('string', name));
  if (name.trim() === '') invalid(`${path}.name`, SCHEMA_MESSAGES.TOO_SHORT({ minimum: 1 }));
  if (
    !isRecord(nativeCurrency) ||
    typeof nativeCurrency.symbol !== 'string' ||
    typeof nativeCurrency.name !== 'string' ||
    !Number.isInteger(nativeCurrency.decimals) ||
    (nativeCurrency.decimals as number) < 0
  ) {
    invalid(`${path}.nativeCurrency`, 'expected { name, symbol, decimals }');
  }
  const http = isRecord(rpcUrls) && isRecord(rpcUrls.default) ? rpcUrls.default.http : undefined;
  if (!Array.isArray(http) || http.length === 0) {
    invalid(`${path}.rpcUrls`, 'expected at least one RPC URL in rpcUrls.default.http');
  }
  http.forEach((url, index) => {
    if (!validUrl(url, ['http:', 'https:']))
      invalid(
        `${path}.rpcUrls.default.http[${index}]`,
        `${SCHEMA_MESSAGES.INVALID_URL} (expected http or https)`,
      );
  });
  return network as unknown as CaipNetwork;
}

function validateStringList(options: GangwayOptions, key: keyof GangwayOptions) {
  const value = options[key];
  if (value === undefined) return;
  if (!Array.isArray(value)) invalid(key, wrongType('array', value));
  value.forEach((item, index) => {
    if (typeof item !== 'string') invalid(`${key}[${index}]`, wrongType('string', item));
  });
}

function splitFeatures(features: Features | undefined) {
  if (features !== undefined && !isRecord(features)) invalid('features', 'expected an object');
  const local: Record<string, unknown> = { ...DEFAULT_LOCAL_FEATURES };
  const remote: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(features ?? {})) {
    if (value === undefined) continue;
    if ((REMOTE_FEATURE_KEYS as readonly string[]).includes(key)) remote[key] = value;
    else if (key in DEFAULT_LOCAL_FEATURES) local[key] = value;
    else invalid(`features.${key}`, 'unknown feature');
  }
  return { local: local as unknown as LocalFeatures, remote: remote as Features };
}

/**
 * Validates the integrator's options at creation: invalid ones throw a GangwayError naming the option. A missing
 * projectId does not throw; createGangway raises the 'Project ID Not Configured' alert instead.
 */
export function validateOptions(options: GangwayOptions): ResolvedOptions {
  if (!isRecord(options)) invalid('options', 'expected an object');
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new GangwayError('SIWE_AND_SIWX', { category: 'CONFIGURATION_ERROR' });
  }
  if (options.projectId !== undefined && typeof options.projectId !== 'string') {
    invalid('projectId', wrongType('string', options.projectId));
  }
  if (!Array.isArray(options.networks)) invalid('networks', wrongType('array', options.networks));
  if (options.networks.length === 0) invalid('networks', SCHEMA_MESSAGES.TOO_FEW({ minimum: 1 }));
  const seen = new Set<string>();
  const networks = options.networks.map((network, index) => {
    const valid = validateNetwork(network, `networks[${index}]`);
    if (seen.has(valid.caipNetworkId))
      invalid(`networks[${index}]`, `duplicate network ${valid.caipNetworkId}`);
    seen.add(valid.caipNetworkId);
    return valid;
  });

  if (!Array.isArray(options.adapters)) invalid('adapters', 'expected an array of chain adapters');
  const adaptersByNamespace = new Map<ChainNamespace, ChainAdapter>();
  options.adapters.forEach((adapter: ChainAdapter, index) => {
    if (
      !isRecord(adapter as unknown) ||
      !isChainNamespace(adapter.namespace) ||
      typeof adapter.connect !== 'function'
    ) {
      invalid(`adapters[${index}]`, 'expected a ChainAdapter');
    }
    if (adaptersByNamespace.has(adapter.namespace)) {
      invalid(`adapters[${index}]`, `a second adapter for namespace ${adapter.namespace}`);
    }
    adaptersByNamespace.set(adapter.namespace, adapter);
  });
  for (const network of networks) {
    if (!adaptersByNamespace.has(network.chainNamespace)) {
      throw new GangwayError(
        'ADAPTER_FOR_NAMESPACE_NOT_FOUND',
        { namespace: network.chainNamespace },
        { category: 'CONFIGURATION_ERROR' },
      );
    }
  }

  let defaultNetwork = networks[0] as CaipNetwork;
  if (options.defaultNetwork !== undefined) {
    const match = networks.find((network) => network.caipNetworkId === options.defaultNetwork?.caipNetworkId);
    if (!match) invalid('defaultNetwork', 'expected one of `networks`');
    defaultNetwork = match;
  }

  for (const key of ['apiUrl', 'termsConditionsUrl', 'privacyPolicyUrl'] as const) {
    if (options[key] !== undefined && !validUrl(options[key], ['http:', 'https:']))
      invalid(key, `${SCHEMA_MESSAGES.INVALID_URL} (expected http or https)`);
  }
  for (const key of ['featuredWalletIds', 'includeWalletIds', 'excludeWalletIds'] as const) {
    validateStringList(options, key);
  }
  if (options.customWallets !== undefined) {
    if (!Array.isArray(options.customWallets)) invalid('customWallets', 'expected an array');
    options.customWallets.forEach((wallet, index) => {
      if (!isRecord(wallet) || typeof wallet.id !== 'string' || typeof wallet.name !== 'string') {
        invalid(`customWallets[${index}]`, 'expected { id, name }');
      }
    });
  }
  if (options.metadata !== undefined) {
    const { metadata } = options;
    if (!isRecord(metadata)) invalid('metadata', wrongType('object', metadata));
    if (typeof metadata.name !== 'string') invalid('metadata.name', wrongType('string', metadata.name));
    if (!validUrl(metadata.url, ['http:', 'https:'])) invalid('metadata.url', SCHEMA_MESSAGES.INVALID_URL);
  }
  if (options.themeMode !== undefined && options.themeMode !== 'light' && options.themeMode !== 'dark') {
    invalid('themeMode', 'expected "light" or "dark"');
  }
  if (options.prefetch !== undefined && options.prefetch !== 'idle' && options.prefetch !== 'intent') {
    invalid('prefetch', 'expected "idle" or "intent"');
  }
  if (options.themeVariables !== undefined) {
    if (!isRecord(options.themeVariables)) invalid('themeVariables', 'expected an object');
    for (const [key, value] of Object.entries(options.themeVariables)) {
      if (!key.startsWith('--gw-')) invalid(`themeVariables.${key}`, 'theme variables are named --gw-*');
      if (typeof value !== 'string') invalid(`themeVariables.${key}`, wrongType('string', value));
    }
  }
  const defaultAccountTypes = { ...DEFAULT_ACCOUNT_TYPES };
  for (const [namespace, type] of Object.entries(options.defaultAccountTypes ?? {})) {
    if (!(namespace in DEFAULT_ACCOUNT_TYPES))
      invalid(`defaultAccountTypes.${namespace}`, 'unknown namespace');
    if (!(ACCOUNT_TYPES as readonly string[]).includes(type)) {
      invalid(`defaultAccountTypes.${namespace}`, `expected one of ${ACCOUNT_TYPES.join(', ')}`);
    }
    defaultAccountTypes[namespace as ChainNamespace] = type;
  }
  for (const key of [
    'enableNetworkSwitch',
    'allowUnsupportedChain',
    'enableReconnect',
    'debug',
    'basic',
  ] as const) {
    if (options[key] !== undefined && typeof options[key] !== 'boolean')
      invalid(key, wrongType('boolean', options[key]));
  }
  // WalletConnect asked for without its client: the app must install and load it (SignClientModule.ts).
  if (options.walletConnect !== undefined && typeof options.walletConnect.signClient !== 'function')
    invalid('walletConnect.signClient', "expected () => import('@walletconnect/sign-client')");
  const { local, remote } = splitFeatures(options.features);

  return {
    ...options,
    projectId: options.projectId?.trim() ?? '',
    networks: networks as [CaipNetwork, ...CaipNetwork[]],
    defaultNetwork,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableReconnect: options.enableReconnect ?? true,
    debug: options.debug ?? false,
    basic: options.basic ?? false,
    defaultAccountTypes,
    localFeatures: local,
    localRemoteFeatures: remote,
    adaptersByNamespace,
  };
}
