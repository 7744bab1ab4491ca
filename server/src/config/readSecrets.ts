// Puts every secret into the configuration from where the operator gave it: the file itself, a `<field>File`
// sibling, the secret's environment variable or that variable with `_FILE` — field by field, the sections around
// it untouched. A secret given twice, or a secret file that others may read, is refused by name. Values never
// appear in an error.
import { readFileSync, statSync } from 'node:fs';
import { ConfigError } from './configError.ts';
import { fileFieldOf, SECRET_FIELDS, type SecretPath, secretEnvName } from './secretFields.ts';

export type Env = Readonly<Record<string, string | undefined>>;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every concrete path of `pattern` whose records exist in `config`. */
function expand(config: Json, pattern: SecretPath): string[][] {
  let paths: { path: string[]; node: unknown }[] = [{ path: [], node: config }];
  for (const [index, segment] of pattern.entries()) {
    const last = index === pattern.length - 1;
    paths = paths.flatMap(({ path, node }) => {
      if (segment !== '*')
        return [{ path: [...path, segment], node: isObject(node) ? node[segment] : undefined }];
      if (last || !isObject(node)) return [];
      return Object.entries(node).map(([key, child]) => ({ path: [...path, key], node: child }));
    });
  }
  return paths.map(({ path }) => path);
}

function parentOf(config: Json, path: readonly string[], create: boolean): Json | undefined {
  let node: Json = config;
  for (const segment of path.slice(0, -1)) {
    const child = node[segment];
    if (child === undefined && create) node[segment] = {};
    else if (!isObject(child)) return undefined;
    node = node[segment] as Json;
  }
  return node;
}

/** A secret file's text without its final line break; refused when others may read it. */
export function readSecretFile(file: string, field: string): string {
  let text: string;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) throw new Error('not a regular file');
    if (process.platform !== 'win32' && (stats.mode & 0o004) !== 0) {
      const mode = (stats.mode & 0o777).toString(8).padStart(4, '0');
      throw new ConfigError(
        `${field}: the secret file ${file} is readable by others (mode ${mode}); make it private (chmod o-r) or mount it with mode 0400/0440`,
      );
    }
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${field}: cannot read the secret file ${file}: ${(error as Error).message}`);
  }
  const value = text.replace(/\r?\n$/, '');
  if (value === '') throw new ConfigError(`${field}: the secret file ${file} is empty`);
  return value;
}

interface Source {
  describe: string;
  read(): string;
}

/**
 * Returns a copy of `raw` with every secret in place and no `…File` fields, and where each secret came from (by
 * dotted path) for the messages of later checks.
 */
export function readSecrets(raw: Json, env: Env): { config: Json; sources: Map<string, string> } {
  const config = structuredClone(raw);
  const sources = new Map<string, string>();
  const seen = new Map<string, string>();
  for (const pattern of SECRET_FIELDS) {
    for (const path of expand(config, pattern)) {
      const field = path.join('.');
      const name = path.at(-1) as string;
      const envName = secretEnvName(path);
      const earlier = seen.get(envName);
      if (earlier !== undefined && (env[envName] || env[`${envName}_FILE`]))
        throw new ConfigError(
          `${envName} names both ${earlier} and ${field}: set these in the configuration file`,
        );
      seen.set(envName, field);

      const parent = parentOf(config, path, false);
      const given: Source[] = [];
      const inline = parent?.[name];
      if (inline !== undefined)
        given.push({ describe: 'the configuration file', read: () => inline as string });
      const fileField = fileFieldOf(name);
      const file = parent?.[fileField];
      if (file !== undefined) {
        if (typeof file !== 'string' || file === '')
          throw new ConfigError(`${field}File: must be a file path`);
        given.push({ describe: `${fileField} (${file})`, read: () => readSecretFile(file, field) });
      }
      const fromEnv = env[envName];
      if (fromEnv) given.push({ describe: envName, read: () => fromEnv });
      const envFile = env[`${envName}_FILE`];
      if (envFile)
        given.push({ describe: `${envName}_FILE (${envFile})`, read: () => readSecretFile(envFile, field) });

      if (given.length > 1) {
        throw new ConfigError(
          `${field} is given ${given.length} times (${given.map((source) => source.describe).join(', ')}): give it once`,
        );
      }
      const source = given[0];
      if (!source || source.describe === 'the configuration file') continue;
      const target = parentOf(config, path, true);
      if (!target) throw new ConfigError(`${field}: ${path.slice(0, -1).join('.')} must be an object`);
      delete target[fileField];
      target[name] = source.read();
      sources.set(field, source.describe);
    }
  }
  return { config, sources };
}
