// Everything the /v1/embedded routes use, built once from the configuration.
import { hkdfSync, randomBytes } from 'node:crypto';
import type { ResolvedEmbeddedConfig } from '../config/embeddedConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import { KeyVault } from './keys/KeyVault.ts';
import { LocalKeyWrapper } from './keys/LocalKeyWrapper.ts';
import type { MailTransport } from './mail/MailTransport.ts';
import { SmtpMailTransport } from './mail/SmtpMailTransport.ts';
import { OtpStore } from './otp/OtpStore.ts';
import { type SessionUnlock, sessionUnlock } from './sessions/sessionUnlock.ts';
import { SocialApps } from './social/SocialApps.ts';
import { SocialLogin } from './social/SocialLogin.ts';

export interface EmbeddedService {
  config: ResolvedEmbeddedConfig;
  /** Undefined without an SMTP configuration: the e-mail routes answer 503. */
  mail: MailTransport | undefined;
  otps: OtpStore;
  /** Undefined without a key-encryption key: the keys routes answer 503. */
  keys: KeyVault | undefined;
  /** Undefined without a key-encryption key (no keys, nothing to unlock). */
  unlock: SessionUnlock | undefined;
  social: SocialLogin;
  close(): void;
}

export function buildEmbeddedService(
  config: ResolvedEmbeddedConfig,
  database: GangwayDatabase,
): EmbeddedService {
  const kek =
    config.keyEncryptionKey === undefined ? undefined : Buffer.from(config.keyEncryptionKey, 'base64url');
  // Codes are HMACed under a key derived from the KEK; without one, a per-process key (codes die with the process).
  const codeKey = kek
    ? new Uint8Array(hkdfSync('sha256', kek, 'gangway', 'embedded otp codes', 32))
    : randomBytes(32);
  const mail = config.smtp ? new SmtpMailTransport(config.smtp) : undefined;
  return {
    config,
    mail,
    otps: new OtpStore(database, codeKey),
    keys: kek ? new KeyVault(database, new LocalKeyWrapper(kek)) : undefined,
    unlock: kek ? sessionUnlock(kek) : undefined,
    social: new SocialLogin(database, new SocialApps(config.social)),
    close: () => mail?.close(),
  };
}
