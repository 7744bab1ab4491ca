// A key-encryption key that never leaves a hardware security module: AES-256-GCM inside the token (PKCS#11
// C_Encrypt / C_Decrypt), the context as associated data. The key is made in the token, sensitive and not
// extractable (createPkcs11Key, `gangway-server pkcs11 create-key`).
import { randomBytes } from 'node:crypto';
import { ConfigError } from '../../config/configError.ts';
import type { Pkcs11Config } from '../../config/embeddedConfig.ts';
import type { KeyWrapper } from './KeyWrapper.ts';
import { type Mechanism, openPkcs11Session, type Pkcs11Session } from './pkcs11Session.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export class Pkcs11KeyWrapper implements KeyWrapper {
  private constructor(
    readonly id: string,
    private readonly session: Pkcs11Session,
    private readonly key: Buffer,
  ) {}

  /** `field` names the configuration (embedded.pkcs11) in errors. */
  static async open(config: Pkcs11Config, field: string): Promise<Pkcs11KeyWrapper> {
    const session = await openPkcs11Session(config, field);
    const key = session.findKey(config.keyLabel);
    if (!key) {
      await session.close();
      throw new ConfigError(
        `${field}.keyLabel: the token "${config.tokenLabel}" has no AES key labelled "${config.keyLabel}" (gangway-server pkcs11 create-key makes one)`,
      );
    }
    return new Pkcs11KeyWrapper(`pkcs11:${config.keyLabel}:${checkValue(session, key)}`, session, key);
  }

  async wrap(dataKey: Uint8Array, context: string): Promise<Uint8Array> {
    const { api, handle } = this.session;
    const iv = randomBytes(IV_BYTES);
    api.C_EncryptInit(handle, this.gcm(iv, context), this.key);
    const sealed = api.C_Encrypt(handle, Buffer.from(dataKey), Buffer.alloc(dataKey.length + TAG_BYTES));
    return Buffer.concat([iv, sealed]);
  }

  async unwrap(wrapped: Uint8Array, context: string): Promise<Uint8Array> {
    const bytes = Buffer.from(wrapped);
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('wrapped key is too short');
    const { api, handle } = this.session;
    api.C_DecryptInit(handle, this.gcm(bytes.subarray(0, IV_BYTES), context), this.key);
    const body = bytes.subarray(IV_BYTES);
    return Buffer.from(api.C_Decrypt(handle, body, Buffer.alloc(body.length)));
  }

  close(): Promise<void> {
    return this.session.close();
  }

  private gcm(iv: Buffer, context: string): Mechanism {
    const { constants } = this.session;
    return {
      mechanism: constants.CKM_AES_GCM,
      parameter: {
        type: constants.CK_PARAMS_AES_GCM,
        iv,
        aad: Buffer.from(`data-key:${context}`),
        ivBits: IV_BYTES * 8,
        tagBits: TAG_BYTES * 8,
      },
    };
  }
}

/** The key's check value (the first 3 bytes of AES(key, zero block), as HSM tools show it): tells two keys apart. */
function checkValue(session: Pkcs11Session, key: Buffer): string {
  const { api, constants, handle } = session;
  api.C_EncryptInit(handle, { mechanism: constants.CKM_AES_ECB }, key);
  return api.C_Encrypt(handle, Buffer.alloc(16), Buffer.alloc(16)).subarray(0, 3).toString('hex');
}

/** Makes an AES-256 key labelled `keyLabel` in the token: kept there, sensitive, never extractable. */
export async function createPkcs11Key(config: Pkcs11Config, field: string): Promise<{ created: boolean }> {
  const session = await openPkcs11Session(config, field);
  try {
    if (session.findKey(config.keyLabel)) return { created: false };
    const { api, constants: c, handle } = session;
    api.C_GenerateKey(handle, { mechanism: c.CKM_AES_KEY_GEN }, [
      { type: c.CKA_CLASS, value: c.CKO_SECRET_KEY },
      { type: c.CKA_KEY_TYPE, value: c.CKK_AES },
      { type: c.CKA_VALUE_LEN, value: 32 },
      { type: c.CKA_LABEL, value: config.keyLabel },
      { type: c.CKA_TOKEN, value: true },
      { type: c.CKA_PRIVATE, value: true },
      { type: c.CKA_SENSITIVE, value: true },
      { type: c.CKA_EXTRACTABLE, value: false },
      { type: c.CKA_ENCRYPT, value: true },
      { type: c.CKA_DECRYPT, value: true },
    ]);
    return { created: true };
  } finally {
    await session.close();
  }
}
