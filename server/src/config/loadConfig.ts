// Reads the configuration of the CLI: the JSON file named by GANGWAY_CONFIG (or --config), then the
// environment on top of it.
import { readFileSync } from 'node:fs';
import { ConfigError, type ResolvedConfig, resolveConfig } from './resolveConfig.ts';

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, configFile = env.GANGWAY_CONFIG): ResolvedConfig {
  const fromFile = configFile ? readConfigFile(configFile) : {};
  return resolveConfig({ ...fromFile, ...fromEnv(env) });
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

function fromEnv(env: Env): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  const set = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') config[key] = value;
  };
  set('host', env.GANGWAY_HOST);
  set('port', integer('GANGWAY_PORT', env.GANGWAY_PORT ?? env.PORT));
  set('publicUrl', env.GANGWAY_PUBLIC_URL);
  set('dataDir', env.GANGWAY_DATA_DIR);
  set('databaseUrl', env.DATABASE_URL);
  set('redisUrl', env.REDIS_URL);
  set('operatorToken', env.GANGWAY_OPERATOR_TOKEN);
  set('logLevel', env.GANGWAY_LOG_LEVEL);
  const analytics = flag('GANGWAY_ANALYTICS', env.GANGWAY_ANALYTICS);
  if (analytics !== undefined) config.analytics = { enabled: analytics };
  const retentionDays = integer('GANGWAY_ANALYTICS_RETENTION_DAYS', env.GANGWAY_ANALYTICS_RETENTION_DAYS);
  if (retentionDays !== undefined) config.analytics = { ...(config.analytics as object), retentionDays };
  const timeoutMs = integer('GANGWAY_RPC_TIMEOUT_MS', env.GANGWAY_RPC_TIMEOUT_MS);
  if (timeoutMs !== undefined) config.rpc = { timeoutMs };
  return config;
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
