// A logged-in session on one token of an HSM's PKCS#11 library, through pkcs11js: an optional dependency (it
// compiles on install), imported only when the configuration names a PKCS#11 wrapper. A library is loaded and
// initialised once per process, however many wrappers use it.
import { ConfigError } from '../../config/configError.ts';

type Handle = Buffer;
interface Attribute {
  type: number;
  value?: number | boolean | string | Buffer;
}
export interface Mechanism {
  mechanism: number;
  parameter?: Buffer | { type: number; iv?: Buffer; aad?: Buffer; ivBits: number; tagBits: number };
}

/** What gangway-server uses of pkcs11js (declared here, so the server type-checks where it did not compile). */
export interface Pkcs11Api {
  load(path: string): void;
  C_Initialize(): void;
  C_Finalize(): void;
  C_GetSlotList(tokenPresent?: boolean): Handle[];
  C_GetTokenInfo(slot: Handle): { label: string };
  C_OpenSession(slot: Handle, flags: number): Handle;
  C_CloseSession(session: Handle): void;
  C_Login(session: Handle, userType: number, pin?: string): void;
  C_FindObjectsInit(session: Handle, template: Attribute[]): void;
  C_FindObjects(session: Handle, maxObjectCount: number): Handle[];
  C_FindObjectsFinal(session: Handle): void;
  C_GenerateKey(session: Handle, mechanism: Mechanism, template: Attribute[]): Handle;
  C_EncryptInit(session: Handle, mechanism: Mechanism, key: Handle): void;
  C_Encrypt(session: Handle, inData: Buffer, outData: Buffer): Buffer;
  C_DecryptInit(session: Handle, mechanism: Mechanism, key: Handle): void;
  C_Decrypt(session: Handle, inData: Buffer, outData: Buffer): Buffer;
}

/** The constants of pkcs11js this server uses. */
export interface Pkcs11Constants {
  CKF_SERIAL_SESSION: number;
  CKF_RW_SESSION: number;
  CKU_USER: number;
  CKA_CLASS: number;
  CKA_KEY_TYPE: number;
  CKA_LABEL: number;
  CKA_VALUE_LEN: number;
  CKA_TOKEN: number;
  CKA_PRIVATE: number;
  CKA_SENSITIVE: number;
  CKA_EXTRACTABLE: number;
  CKA_ENCRYPT: number;
  CKA_DECRYPT: number;
  CKO_SECRET_KEY: number;
  CKK_AES: number;
  CKM_AES_KEY_GEN: number;
  CKM_AES_GCM: number;
  CKM_AES_ECB: number;
  CK_PARAMS_AES_GCM: number;
}

interface Pkcs11Module extends Pkcs11Constants {
  PKCS11: new () => Pkcs11Api;
}

export interface TokenConfig {
  library: string;
  tokenLabel: string;
  pin: string;
}

export interface Pkcs11Session {
  readonly api: Pkcs11Api;
  readonly constants: Pkcs11Constants;
  readonly handle: Handle;
  /** The secret key labelled `label` (AES), or undefined. */
  findKey(label: string): Handle | undefined;
  close(): Promise<void>;
}

interface LoadedLibrary {
  api: Pkcs11Api;
  constants: Pkcs11Constants;
  users: number;
}

/** By library path; the promise is stored at once, so wrappers opened together share one load. */
const loaded = new Map<string, Promise<LoadedLibrary>>();

/** A specifier in a variable: the type checker does not look for the package, which may not be installed. */
const PKCS11JS = 'pkcs11js';

async function importPkcs11js(field: string): Promise<Pkcs11Module> {
  try {
    const imported = (await import(PKCS11JS)) as Pkcs11Module & { default?: Pkcs11Module };
    return imported.default ?? imported;
  } catch (error) {
    throw new ConfigError(
      `${field}: the PKCS#11 key wrapper needs the optional dependency pkcs11js, which is not installed here (npm install compiles it with node-gyp: a C++ compiler, make and python3): ${(error as Error).message}`,
    );
  }
}

const codeOf = (error: unknown) =>
  /CKR_[A-Z_]+/.exec((error as Error).message)?.[0] ?? (error as Error).message;

async function load(path: string, field: string): Promise<LoadedLibrary> {
  const pkcs11js = await importPkcs11js(field);
  const api = new pkcs11js.PKCS11();
  try {
    api.load(path);
  } catch (error) {
    throw new ConfigError(`${field}.library: cannot load ${path}: ${(error as Error).message}`);
  }
  try {
    api.C_Initialize();
  } catch (error) {
    // Another loader in this process (not ours) initialised it: the library's state is shared, so use it.
    if (codeOf(error) !== 'CKR_CRYPTOKI_ALREADY_INITIALIZED') {
      throw new ConfigError(`${field}.library: ${path} did not initialise: ${codeOf(error)}`);
    }
  }
  return { api, constants: pkcs11js as Pkcs11Constants, users: 0 };
}

async function library(path: string, field: string): Promise<LoadedLibrary> {
  let entry = loaded.get(path);
  if (!entry) {
    entry = load(path, field);
    loaded.set(path, entry);
    entry.catch(() => loaded.delete(path));
  }
  const library = await entry;
  library.users++;
  return library;
}

async function release(path: string): Promise<void> {
  const entry = loaded.get(path);
  const library = await entry?.catch(() => undefined);
  if (!library || --library.users > 0) return;
  loaded.delete(path);
  try {
    library.api.C_Finalize();
  } catch {
    // Finalising is best effort: the process is letting go of the library.
  }
}

/** Opens a session on the token labelled `tokenLabel` and logs in; errors name the field, never the PIN. */
export async function openPkcs11Session(config: TokenConfig, field: string): Promise<Pkcs11Session> {
  const { api, constants } = await library(config.library, field);
  try {
    const labels: string[] = [];
    const slot = api.C_GetSlotList(true).find((candidate) => {
      const label = api.C_GetTokenInfo(candidate).label.trim();
      labels.push(label);
      return label === config.tokenLabel;
    });
    if (!slot) {
      const found = labels.filter(Boolean).join(', ') || 'none';
      throw new ConfigError(
        `${field}.tokenLabel: no token labelled "${config.tokenLabel}" (tokens: ${found})`,
      );
    }
    const handle = api.C_OpenSession(slot, constants.CKF_SERIAL_SESSION | constants.CKF_RW_SESSION);
    try {
      api.C_Login(handle, constants.CKU_USER, config.pin);
    } catch (error) {
      // The login state belongs to the token, not the session: a second wrapper on it finds it logged in.
      if (codeOf(error) !== 'CKR_USER_ALREADY_LOGGED_IN') {
        api.C_CloseSession(handle);
        throw new ConfigError(
          `${field}.pin: the token "${config.tokenLabel}" refused the login: ${codeOf(error)}`,
        );
      }
    }
    return {
      api,
      constants,
      handle,
      findKey(label) {
        api.C_FindObjectsInit(handle, [
          { type: constants.CKA_CLASS, value: constants.CKO_SECRET_KEY },
          { type: constants.CKA_KEY_TYPE, value: constants.CKK_AES },
          { type: constants.CKA_LABEL, value: label },
        ]);
        try {
          return api.C_FindObjects(handle, 2)[0];
        } finally {
          api.C_FindObjectsFinal(handle);
        }
      },
      async close() {
        try {
          api.C_CloseSession(handle);
        } finally {
          await release(config.library);
        }
      },
    };
  } catch (error) {
    await release(config.library);
    throw error;
  }
}
