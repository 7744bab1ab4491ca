// The key-encryption key from the server configuration (embedded.keyEncryptionKey), in this process's memory.
import { createHash } from 'node:crypto';
import { open, seal } from './aesGcm.ts';
import type { KeyWrapper } from './KeyWrapper.ts';

export class LocalKeyWrapper implements KeyWrapper {
  readonly id: string;
  readonly #kek: Uint8Array;

  constructor(keyEncryptionKey: Uint8Array) {
    if (keyEncryptionKey.length !== 32) throw new Error('the key-encryption key must be 32 bytes');
    this.#kek = keyEncryptionKey;
    // Names the key without revealing it: which configured key wrapped a data key.
    this.id = `local:${createHash('sha256').update('gangway kek id').update(keyEncryptionKey).digest('hex').slice(0, 16)}`;
  }

  async wrap(dataKey: Uint8Array, context: string): Promise<Uint8Array> {
    return seal(this.#kek, dataKey, `data-key:${context}`);
  }

  async unwrap(wrapped: Uint8Array, context: string): Promise<Uint8Array> {
    return open(this.#kek, wrapped, `data-key:${context}`);
  }
}
