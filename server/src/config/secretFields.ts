// Every secret of the configuration, by where it sits. Each can be given in the configuration file, by a sibling
// `<field>File` naming a file, by an environment variable, or by that variable with `_FILE` (readSecrets.ts).

/** A path in the configuration; '*' stands for every key of a record the configuration has there. */
export type SecretPath = readonly string[];

export const SECRET_FIELDS: readonly SecretPath[] = [
  ['operatorToken'],
  ['databaseUrl'],
  ['redisUrl'],
  ['relay', 'upstream', 'projectId'],
  ['embedded', 'keyEncryptionKey'],
  ['embedded', 'pkcs11', 'pin'],
  ['embedded', 'additionalKeyWrapper', 'keyEncryptionKey'],
  ['embedded', 'additionalKeyWrapper', 'pkcs11', 'pin'],
  ['embedded', 'smtp', 'auth', 'pass'],
  ['embedded', 'social', '*', '*', 'clientSecret'],
  // Provider URLs that usually carry an API key.
  ['chains', '*', 'bundlerUrl'],
  ['chains', '*', 'paymasterUrl'],
  ['chains', '*', 'history', 'api', 'apiKey'],
  ['onramp', '*', 'apiKey'],
  ['onramp', '*', 'webhookSecret'],
];

/** Names kept from before the secrets had a variable each. */
const ENV_NAME_EXCEPTIONS: Readonly<Record<string, string>> = {
  databaseUrl: 'DATABASE_URL',
  redisUrl: 'REDIS_URL',
};

/** `keyEncryptionKey` → `KEY_ENCRYPTION_KEY`; a record key (`eip155:1`, `my-project`) → `EIP155_1`, `MY_PROJECT`. */
const envSegment = (segment: string) =>
  segment
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');

/** The environment variable of a secret at `path` (its record keys filled in), e.g. GANGWAY_EMBEDDED_SMTP_AUTH_PASS. */
export function secretEnvName(path: readonly string[]): string {
  const dotted = path.join('.');
  return ENV_NAME_EXCEPTIONS[dotted] ?? `GANGWAY_${path.map(envSegment).join('_')}`;
}

/** The sibling field that names a file holding the secret, e.g. `passFile`. */
export const fileFieldOf = (field: string) => `${field}File`;
