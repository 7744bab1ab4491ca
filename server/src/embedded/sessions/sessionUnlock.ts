// The key that opens the keys a frame sealed in its own storage at login (server/README.md, "Keys: design"): an HMAC
// of the session's token hash under a key derived from the KEK. Nothing is stored: a database copy cannot compute
// it, and only a live session is answered, so revoking a session also locks what its browser keeps.
import { createHmac, hkdfSync } from 'node:crypto';

export type SessionUnlock = (tokenHash: string) => string;

export function sessionUnlock(kek: Uint8Array): SessionUnlock {
  const secret = new Uint8Array(hkdfSync('sha256', kek, 'gangway', 'embedded session unlock', 32));
  return (tokenHash) => createHmac('sha256', secret).update(tokenHash).digest('base64url');
}
