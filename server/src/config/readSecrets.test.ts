// Secrets field by field: from the file, a …File sibling, the secret's variable or its _FILE; refused when given twice
// or when the file is readable by others, naming the field and never the value.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './loadConfig.ts';
import { ConfigError, resolveConfig } from './resolveConfig.ts';
import { secretEnvName } from './secretFields.ts';

const dir = mkdtempSync(join(tmpdir(), 'gangway-secrets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** A secret file with `mode` (private by default), its text ending in a line break as editors leave it. */
function secretFile(value: string, mode = 0o600): string {
  const path = join(dir, `secret-${files++}`);
  writeFileSync(path, `${value}\n`);
  chmodSync(path, mode);
  return path;
}

const KEK = 'k'.repeat(43);
const SMTP = {
  host: 'smtp.example.com',
  port: 587,
  from: 'Wallet <login@example.com>',
  auth: { user: 'mailer' },
};
const GOOGLE = { issuer: 'https://accounts.example.com', clientId: 'client-id' };
const refusal = (attempt: () => unknown): string => {
  try {
    attempt();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('secrets in the configuration', () => {
  it('names each secret variable after its field', () => {
    expect(secretEnvName(['embedded', 'keyEncryptionKey'])).toBe('GANGWAY_EMBEDDED_KEY_ENCRYPTION_KEY');
    expect(secretEnvName(['embedded', 'smtp', 'auth', 'pass'])).toBe('GANGWAY_EMBEDDED_SMTP_AUTH_PASS');
    expect(secretEnvName(['embedded', 'social', 'my-app', 'google', 'clientSecret'])).toBe(
      'GANGWAY_EMBEDDED_SOCIAL_MY_APP_GOOGLE_CLIENT_SECRET',
    );
    expect(secretEnvName(['chains', 'eip155:1', 'history', 'api', 'apiKey'])).toBe(
      'GANGWAY_CHAINS_EIP155_1_HISTORY_API_API_KEY',
    );
    expect(secretEnvName(['databaseUrl'])).toBe('DATABASE_URL');
    expect(secretEnvName(['redisUrl'])).toBe('REDIS_URL');
    expect(secretEnvName(['operatorToken'])).toBe('GANGWAY_OPERATOR_TOKEN');
  });

  it('takes each secret from a variable or a file, leaving the section around it as the file has it', () => {
    const config = resolveConfig(
      {
        operatorTokenFile: secretFile('operator-token-from-a-file'),
        embedded: {
          smtp: SMTP,
          social: { 'my-app': { google: GOOGLE } },
          sessionTtlSeconds: 3_600,
        },
        chains: {
          'eip155:1': {
            rpcUrls: ['http://node'],
            history: { index: false, api: { kind: 'etherscan', url: 'https://x.example/api' } },
          },
        },
      },
      {
        GANGWAY_EMBEDDED_KEY_ENCRYPTION_KEY_FILE: secretFile(KEK),
        GANGWAY_EMBEDDED_SMTP_AUTH_PASS: 'smtp-password',
        GANGWAY_EMBEDDED_SOCIAL_MY_APP_GOOGLE_CLIENT_SECRET: 'google-secret',
        GANGWAY_CHAINS_EIP155_1_HISTORY_API_API_KEY_FILE: secretFile('explorer-key'),
      },
    );
    expect(config.operatorToken).toBe('operator-token-from-a-file');
    expect(config.embedded.keyWrapping?.current).toEqual({ kind: 'local', keyEncryptionKey: KEK });
    expect(config.embedded.smtp).toEqual({ ...SMTP, auth: { user: 'mailer', pass: 'smtp-password' } });
    expect(config.embedded.social['my-app']?.google).toEqual({ ...GOOGLE, clientSecret: 'google-secret' });
    expect(config.embedded.sessionTtlSeconds).toBe(3_600);
    expect(config.chains[0]?.history?.api?.apiKey).toBe('explorer-key');
  });

  it('reads the environment over the file field by field (a flag no longer replaces its section)', () => {
    const file = join(dir, 'config.json');
    writeFileSync(
      file,
      JSON.stringify({ analytics: { retentionDays: 7 }, embedded: { smtp: SMTP, sessionTtlSeconds: 60 } }),
    );
    const config = loadConfig(
      { GANGWAY_ANALYTICS: 'off', GANGWAY_EMBEDDED_SMTP_AUTH_PASS_FILE: secretFile('from-env-file') },
      file,
    );
    expect(config.analyticsEnabled).toBe(false);
    expect(config.analyticsRetentionDays).toBe(7);
    expect(config.embedded.smtp?.auth?.pass).toBe('from-env-file');
    expect(config.embedded.sessionTtlSeconds).toBe(60);
  });

  it('refuses a secret given twice, naming the field and the places', () => {
    expect(
      refusal(() =>
        resolveConfig(
          { embedded: { smtp: { ...SMTP, auth: { user: 'u', pass: 'inline-pass' } } } },
          {
            GANGWAY_EMBEDDED_SMTP_AUTH_PASS: 'env-pass',
          },
        ),
      ),
    ).toBe(
      'embedded.smtp.auth.pass is given 2 times (the configuration file, GANGWAY_EMBEDDED_SMTP_AUTH_PASS): give it once',
    );
    const file = secretFile(KEK);
    const twice = refusal(() =>
      resolveConfig(
        { embedded: { keyEncryptionKeyFile: file } },
        { GANGWAY_EMBEDDED_KEY_ENCRYPTION_KEY_FILE: file },
      ),
    );
    expect(twice).toMatch(
      /^embedded\.keyEncryptionKey is given 2 times \(keyEncryptionKeyFile \(.+\), GANGWAY_EMBEDDED_KEY_ENCRYPTION_KEY_FILE \(.+\)\)/,
    );
    expect(
      refusal(() =>
        resolveConfig({ operatorToken: 'x'.repeat(20) }, { GANGWAY_OPERATOR_TOKEN: 'y'.repeat(20) }),
      ),
    ).toMatch(/^operatorToken is given 2 times/);
    for (const message of [twice]) expect(message).not.toContain(KEK);
  });

  it('refuses a secret file that others may read, and an empty or missing one', () => {
    const open = secretFile('smtp-password', 0o644);
    const message = refusal(() =>
      resolveConfig({ embedded: { smtp: SMTP } }, { GANGWAY_EMBEDDED_SMTP_AUTH_PASS_FILE: open }),
    );
    expect(message).toBe(
      `embedded.smtp.auth.pass: the secret file ${open} is readable by others (mode 0644); make it private (chmod o-r) or mount it with mode 0400/0440`,
    );
    expect(message).not.toContain('smtp-password');
    // Readable by its group is allowed (Kubernetes' fsGroup, systemd credentials' 0440).
    expect(
      resolveConfig(
        { embedded: { smtp: SMTP } },
        { GANGWAY_EMBEDDED_SMTP_AUTH_PASS_FILE: secretFile('p', 0o640) },
      ).embedded.smtp?.auth?.pass,
    ).toBe('p');
    const empty = join(dir, 'empty');
    writeFileSync(empty, '\n', { mode: 0o600 });
    expect(refusal(() => resolveConfig({ operatorTokenFile: empty }))).toBe(
      `operatorToken: the secret file ${empty} is empty`,
    );
    expect(refusal(() => resolveConfig({ operatorTokenFile: '/nonexistent/token' }))).toMatch(
      /^operatorToken: cannot read the secret file \/nonexistent\/token: ENOENT/,
    );
  });

  it('says where a bad secret came from, without its value', () => {
    const bad = 'not-a-valid-key';
    const message = refusal(() =>
      resolveConfig({}, { GANGWAY_EMBEDDED_KEY_ENCRYPTION_KEY_FILE: secretFile(bad) }),
    );
    expect(message).toMatch(
      /embedded\.keyEncryptionKey: must be 32 random bytes in base64url \(43 characters\) \(given by GANGWAY_EMBEDDED_KEY_ENCRYPTION_KEY_FILE \(.+\)\)/,
    );
    expect(message).not.toContain(bad);
  });

  it('takes the PKCS#11 PIN and the additional wrapper the same way, and refuses two current wrappers', () => {
    const pkcs11 = { library: '/usr/lib/softhsm/libsofthsm2.so', tokenLabel: 'hsm', keyLabel: 'kek' };
    const config = resolveConfig(
      { embedded: { pkcs11, additionalKeyWrapper: {} } },
      {
        GANGWAY_EMBEDDED_PKCS11_PIN: '1234',
        GANGWAY_EMBEDDED_ADDITIONAL_KEY_WRAPPER_KEY_ENCRYPTION_KEY: KEK,
      },
    );
    expect(config.embedded.keyWrapping).toEqual({
      current: { kind: 'pkcs11', ...pkcs11, pin: '1234' },
      additional: { kind: 'local', keyEncryptionKey: KEK },
    });
    expect(
      refusal(() => resolveConfig({ embedded: { keyEncryptionKey: KEK, pkcs11: { ...pkcs11, pin: '1' } } })),
    ).toMatch(/embedded\.pkcs11: give keyEncryptionKey or pkcs11, not both/);
    expect(
      refusal(() => resolveConfig({ embedded: { additionalKeyWrapper: { keyEncryptionKey: KEK } } })),
    ).toMatch(/embedded\.additionalKeyWrapper: needs a current wrapper/);
  });
});
