// Reads the configuration of the CLI: the JSON file named by GANGWAY_CONFIG (or --config), then the
// environment on top of it, field by field; the secrets' variables are read by readSecrets.ts.
import { readFileSync } from 'node:fs';
import type { Env } from './readSecrets.ts';
import { ConfigError, type ResolvedConfig, resolveConfig } from './resolveConfig.ts';

export function loadConfig(env: Env = process.env, configFile = env.GANGWAY_CONFIG): ResolvedConfig {
  const config = configFile ? readConfigFile(configFile) : {};
  overlayEnv(config, env);
  return resolveConfig(config, env);
}

function readConfigFile(path: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`Cannot read the configuration file ${path}: ${(error as Error).message}`);
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('the file must hold one JSON object');
    }
    return parsed as Record<string, unknown>;
  } catch (error) {
    throw new ConfigError(`Invalid configuration file ${path}: ${(error as Error).message}`);
  }
}

/** Sets each field the environment gives, leaving the rest of its section as the file has it. */
function overlayEnv(config: Record<string, unknown>, env: Env): void {
  const set = (path: readonly string[], value: unknown) => {
    if (value === undefined || value === '') return;
    let node = config;
    for (const segment of path.slice(0, -1)) {
      const child = node[segment];
      if (typeof child !== 'object' || child === null || Array.isArray(child)) node[segment] = {};
      node = node[segment] as Record<string, unknown>;
    }
    node[path.at(-1) as string] = value;
  };
  set(['host'], env.GANGWAY_HOST);
  set(['port'], integer('GANGWAY_PORT', env.GANGWAY_PORT ?? env.PORT));
  set(['publicUrl'], env.GANGWAY_PUBLIC_URL);
  set(['dataDir'], env.GANGWAY_DATA_DIR);
  set(['logLevel'], env.GANGWAY_LOG_LEVEL);
  set(['analytics', 'enabled'], flag('GANGWAY_ANALYTICS', env.GANGWAY_ANALYTICS));
  set(
    ['analytics', 'retentionDays'],
    integer('GANGWAY_ANALYTICS_RETENTION_DAYS', env.GANGWAY_ANALYTICS_RETENTION_DAYS),
  );
  set(['rpc', 'timeoutMs'], integer('GANGWAY_RPC_TIMEOUT_MS', env.GANGWAY_RPC_TIMEOUT_MS));
}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new ConfigError(`${name} must be a whole number, not "${value}"`);
  return Number(value);
}

function flag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (['1', 'true', 'on', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'off', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`${name} must be on or off, not "${value}"`);
}
