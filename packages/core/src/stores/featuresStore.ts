import {
  BASIC_REMOTE_FEATURES,
  DEFAULT_REMOTE_FEATURES,
  type LocalFeatures,
  REMOTE_FEATURE_KEYS,
  type RemoteFeatures,
} from '@gangway/protocol';
import { createStore } from 'zustand/vanilla';
import type { Features } from '../options/GangwayOptions.ts';

export interface FeaturesState {
  remote: RemoteFeatures;
  local: LocalFeatures;
  /** Whether `remote` came from the project's configuration on the server. */
  remoteLoaded: boolean;
}
export interface FeaturesActions {
  /**
   * Applies the project's remote configuration. Returns true when it overrode features the integrator set
   * locally (the caller warns 'Local configuration ignored').
   */
  applyRemote(remote: RemoteFeatures): boolean;
}
export type FeaturesStore = ReturnType<typeof createFeaturesStore>;

export function createFeaturesStore(options: {
  basic: boolean;
  local: LocalFeatures;
  localRemote: Features;
}) {
  const localRemoteKeys = REMOTE_FEATURE_KEYS.filter((key) => options.localRemote[key] !== undefined);
  const initialRemote: RemoteFeatures = options.basic
    ? BASIC_REMOTE_FEATURES
    : ({ ...DEFAULT_REMOTE_FEATURES, ...options.localRemote } as RemoteFeatures);
  return createStore<FeaturesState & FeaturesActions>()((set) => ({
    remote: initialRemote,
    local: options.local,
    remoteLoaded: false,
    applyRemote: (remote) => {
      // Basic mode turns every remote feature off, whatever the server says.
      if (options.basic) return false;
      set({ remote, remoteLoaded: true });
      return localRemoteKeys.some(
        (key) => JSON.stringify(options.localRemote[key]) !== JSON.stringify(remote[key]),
      );
    },
  }));
}
