// Everything the /v1/embedded routes use, built once from the configuration.
import { randomBytes } from 'node:crypto';
import type { ResolvedEmbeddedConfig } from '../config/embeddedConfig.ts';
import type { GangwayDatabase } from '../db/openDatabase.ts';
import type { PeriodicJob } from '../jobs/periodicJobs.ts';
import { FarcasterLogin } from './farcaster/FarcasterLogin.ts';
import { HttpFarcasterRelay } from './farcaster/FarcasterRelay.ts';
import { RpcFidRegistry } from './farcaster/FidRegistry.ts';
import { KeyVault } from './keys/KeyVault.ts';
import { type KeyWrappers, openKeyWrappers } from './keys/KeyWrappers.ts';
import { keyRotationJob, type RewrapLog } from './keys/rewrapKeys.ts';
import { deriveServiceKey, loadServiceSecret } from './keys/serviceSecret.ts';
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
  /** Undefined without a key wrapper: the keys routes answer 503. */
  keys: KeyVault | undefined;
  /** Undefined without a key wrapper (no keys, nothing to unlock). */
  unlock: SessionUnlock | undefined;
  social: SocialLogin;
  farcaster: FarcasterLogin;
  /** The key wrappers of the configuration (undefined without one); sign-in's signing keys are wrapped by them too. */
  wrappers: KeyWrappers | undefined;
  /** Background work of the service: the key rotation while an additional key wrapper is configured. */
  jobs: PeriodicJob[];
  close(): Promise<void>;
}

export async function buildEmbeddedService(
  config: ResolvedEmbeddedConfig,
  database: GangwayDatabase,
  log: RewrapLog,
): Promise<EmbeddedService> {
  const wrappers: KeyWrappers | undefined = config.keyWrapping && (await openKeyWrappers(config.keyWrapping));
  let serviceSecret: Uint8Array | undefined;
  try {
    serviceSecret = wrappers && (await loadServiceSecret(database, wrappers));
  } catch (error) {
    await wrappers?.close();
    throw error;
  }
  // Codes are HMACed under a key derived from the service secret; without one, a per-process key (codes die with
  // the process).
  const codeKey = serviceSecret ? deriveServiceKey(serviceSecret, 'embedded otp codes') : randomBytes(32);
  const mail = config.smtp ? new SmtpMailTransport(config.smtp) : undefined;
  return {
    config,
    mail,
    otps: new OtpStore(database, codeKey),
    keys: wrappers && new KeyVault(database, wrappers),
    wrappers,
    unlock: serviceSecret && sessionUnlock(serviceSecret),
    social: new SocialLogin(database, new SocialApps(config.social)),
    farcaster: new FarcasterLogin(
      database,
      config.farcaster && {
        relay: new HttpFarcasterRelay(config.farcaster.relayUrl),
        registry: new RpcFidRegistry(config.farcaster.optimismRpcUrl, config.farcaster.idRegistryAddress),
      },
    ),
    jobs: wrappers?.additional ? [keyRotationJob(database, wrappers, log)] : [],
    async close() {
      mail?.close();
      await wrappers?.close();
    },
  };
}
