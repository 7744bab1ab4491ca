// The key that opens the keys a frame sealed in its own storage at login (server/README.md, "Keys: design"): an HMAC
// of the session's token hash under a key derived from the service secret (itself stored wrapped by the KeyWrapper).
// Nothing per session is stored: a database copy cannot compute it, and only a live session is answered, so revoking
// a session also locks what its browser keeps.
import { createHmac } from 'node:crypto';
import { deriveServiceKey } from '../keys/serviceSecret.ts';

export type SessionUnlock = (tokenHash: string) => string;

export function sessionUnlock(serviceSecret: Uint8Array): SessionUnlock {
  const secret = deriveServiceKey(serviceSecret, 'embedded session unlock');
  return (tokenHash) => createHmac('sha256', secret).update(tokenHash).digest('base64url');
}
