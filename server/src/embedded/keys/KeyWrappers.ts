// The key wrappers of the configuration: the current one wraps, and it and the additional one unwrap (a rotation
// in progress, or the next key announced before it becomes current). Each wrapped key names the wrapper that made it.
import { ConfigError } from '../../config/configError.ts';
import type { KeyWrapperConfig, KeyWrappingConfig } from '../../config/embeddedConfig.ts';
import type { KeyWrapper } from './KeyWrapper.ts';
import { LocalKeyWrapper } from './LocalKeyWrapper.ts';

export interface KeyWrappers {
  readonly current: KeyWrapper;
  /** Unwraps only: its keys are re-wrapped by the current wrapper (rewrapKeys.ts). */
  readonly additional: KeyWrapper | undefined;
  /** The wrapper named `id`; throws when this server has none by that id. */
  byId(id: string): KeyWrapper;
  close(): Promise<void>;
}

async function openWrapper(config: KeyWrapperConfig, field: string): Promise<KeyWrapper> {
  if (config.kind === 'local') return new LocalKeyWrapper(Buffer.from(config.keyEncryptionKey, 'base64url'));
  // Loaded only here: pkcs11js is an optional dependency.
  const { Pkcs11KeyWrapper } = await import('./Pkcs11KeyWrapper.ts');
  return Pkcs11KeyWrapper.open(config, `${field}.pkcs11`);
}

export async function openKeyWrappers(config: KeyWrappingConfig): Promise<KeyWrappers> {
  const current = await openWrapper(config.current, 'embedded');
  let additional: KeyWrapper | undefined;
  try {
    additional = config.additional && (await openWrapper(config.additional, 'embedded.additionalKeyWrapper'));
  } catch (error) {
    await current.close?.();
    throw error;
  }
  if (additional?.id === current.id) {
    await Promise.all([current.close?.(), additional.close?.()]);
    throw new ConfigError('embedded.additionalKeyWrapper: it is the same key as the current wrapper');
  }
  return {
    current,
    additional,
    byId(id) {
      const wrapper = [current, additional].find((candidate) => candidate?.id === id);
      if (!wrapper) throw new Error(`the key was wrapped by ${id}, which this server is not configured with`);
      return wrapper;
    },
    async close() {
      await Promise.all([current.close?.(), additional?.close?.()]);
    },
  };
}
