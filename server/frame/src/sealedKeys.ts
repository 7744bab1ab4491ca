// The keys as the frame keeps them between page loads (server/README.md, "Keys: design"): AES-256-GCM under the
// session's unlock key, which gangway-server derives for a live session only, in the frame origin's storage. A
// reload opens them with a new unlock; a revoked session opens nothing, and its token alone exports nothing.
import type { EmbeddedNamespace } from '@gangway/protocol';
import { base64urlnopad } from '@scure/base';

export interface SealableKey {
  namespace: EmbeddedNamespace;
  secret: Uint8Array;
}

const IV_BYTES = 12;
const CONTEXT = new TextEncoder().encode('gangway frame keys v1');

function aesKey(unlockKey: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new Uint8Array(base64urlnopad.decode(unlockKey)), 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);
}

export async function sealKeys(unlockKey: string, keys: readonly SealableKey[]): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(
    JSON.stringify(keys.map((key) => [key.namespace, base64urlnopad.encode(key.secret)])),
  );
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: CONTEXT },
      await aesKey(unlockKey),
      plain,
    ),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return base64urlnopad.encode(out);
}

/** The sealed keys; throws when `unlockKey` is not the one they were sealed with, or the text is damaged. */
export async function openKeys(unlockKey: string, sealed: string): Promise<SealableKey[]> {
  const bytes = new Uint8Array(base64urlnopad.decode(sealed));
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: CONTEXT },
    await aesKey(unlockKey),
    bytes.slice(IV_BYTES),
  );
  const entries = JSON.parse(new TextDecoder().decode(plain)) as [EmbeddedNamespace, string][];
  return entries.map(([namespace, secret]) => ({ namespace, secret: base64urlnopad.decode(secret) }));
}
