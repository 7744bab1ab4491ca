// The gangway-server command line: start the server, manage projects, import the wallet directory.
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { forwardToServer, serveCliControl } from './cliControl.ts';
import { loadConfig } from './config/loadConfig.ts';
import type { ResolvedConfig } from './config/resolveConfig.ts';
import { DataDirInUseError } from './db/dataDirLock.ts';
import { type GangwayDatabase, openDatabase } from './db/openDatabase.ts';
import { importDirectory } from './directory/importDirectory.ts';
import { ApiError } from './errors/ApiError.ts';
import { parseFeatureAssignments } from './projects/featureAssignments.ts';
import type { Project, Sponsorship } from './projects/project.ts';
import {
  CreateProjectInputSchema,
  parseAllowedOrigins,
  parseProjectInput,
  SponsorshipSchema,
  UpdateProjectInputSchema,
} from './projects/projectInput.ts';
import {
  addAllowedOrigins,
  createProject,
  deleteProject,
  listProjects,
  removeAllowedOrigins,
  requireProject,
  rotateAdminToken,
  setProjectFeatures,
  setProjectSponsorship,
  updateProject,
} from './projects/projectRepository.ts';
import { DEFAULT_SPONSORSHIP, SPONSORED_CLIENT_SHARE } from './projects/sponsorship.ts';
import { loadWidgetBundle, widgetScriptTag } from './routes/widget/widgetBundle.ts';
import { startServer } from './startServer.ts';

export const USAGE = `Usage: gangway-server <command> [--config FILE]

  start                                       run the server (Ctrl-C stops it)
  project create [--id ID] [--name NAME] [--origin ORIGIN]... [--json]
                                              prints the projectId and its admin token (shown once)
  project list | project show <id>
  project features set <id> key=value...      email=true, swaps=false, socials=google,x, multiWallet=default
  project origins add|remove <id> ORIGIN...   https://app.example.com, http://localhost:*, https://*.example.com
  project origins list <id>
  project token rotate <id>                   prints the new admin token; the old one stops working
  project delete <id> [--force]               refused while it has embedded-wallet users, unless --force
                                              (their keys are deleted with it: let them export them first)
  project rate-limit set <id> PER_SECOND [BURST] | project rate-limit reset <id>
  project sponsorship set <id> all|off|NETWORK,... [PER_HOUR] | project sponsorship reset <id>
                                               sponsored user operations: eip155:1,eip155:8453; PER_HOUR default 1000
  directory import FILE                       a JSON array in the explorer listing shape (icons/ beside it)
  pkcs11 create-key                           makes embedded.pkcs11's AES-256 key in the token (kept there)
  widget                                      prints the <script> tag of the one-script-tag bundle, its SRI hash
                                              and its address under GANGWAY_PUBLIC_URL

Configuration: the JSON file of --config or GANGWAY_CONFIG, then the environment (GANGWAY_HOST,
GANGWAY_PORT, GANGWAY_PUBLIC_URL, GANGWAY_DATA_DIR, GANGWAY_LOG_LEVEL, GANGWAY_ANALYTICS,
GANGWAY_RPC_TIMEOUT_MS). Each secret may come from its variable (DATABASE_URL, REDIS_URL, GANGWAY_OPERATOR_TOKEN,
GANGWAY_EMBEDDED_KEY_ENCRYPTION_KEY, …), that variable with _FILE, or a <field>File in the file.`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Resolves when the process is asked to stop (start only). */
  stopSignal(): Promise<string>;
}

const processIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  stopSignal: () =>
    new Promise((resolve) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve(signal));
    }),
};

class UsageError extends Error {}

/** Runs one command; resolves to the process exit code. */
export async function main(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (positionals.length === 0 || positionals[0] === 'help' || values.help) {
    io.out(USAGE);
    return 0;
  }
  try {
    const config = loadConfig(process.env, values.config ?? process.env.GANGWAY_CONFIG);
    if (positionals[0] === 'start' && positionals.length === 1) return await start(config, io);
    if (positionals.join(' ') === 'pkcs11 create-key') return await createKey(config, io);
    if (positionals.join(' ') === 'widget') return await printWidget(config, io);
    try {
      return await withDatabase(config, (database) => runDatabaseCommand(database, positionals, values, io));
    } catch (error) {
      // The running server holds the embedded database: it runs the command.
      if (!(error instanceof DataDirInUseError)) throw error;
      const forwarded = await forwardToServer(error.dataDir, forwardedArgv(positionals, values), io);
      if (forwarded === undefined) throw error;
      return forwarded;
    }
  } catch (error) {
    return reportFailure(error, io);
  }
}

function reportFailure(error: unknown, io: Pick<CliIo, 'err'>): number {
  if (error instanceof UsageError) {
    io.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  io.err(`error: ${error instanceof ApiError || error instanceof Error ? error.message : String(error)}`);
  return 1;
}

/** A database command as the running server receives it: its options spelled out, a file named absolutely. */
function forwardedArgv(positionals: readonly string[], values: ReturnType<typeof parse>['values']): string[] {
  const [group, action, file] = positionals;
  const args =
    group === 'directory' && action === 'import' && file && !isAbsolute(file)
      ? [group, action, resolve(file), ...positionals.slice(3)]
      : [...positionals];
  if (values.id !== undefined) args.push('--id', values.id);
  if (values.name !== undefined) args.push('--name', values.name);
  for (const origin of values.origin ?? []) args.push('--origin', origin);
  if (values.json) args.push('--json');
  if (values.force) args.push('--force');
  return args;
}

/** A forwarded database command, run on the server's own database. */
function controlCommand(database: GangwayDatabase) {
  return async (argv: readonly string[], io: Pick<CliIo, 'out' | 'err'>): Promise<number> => {
    try {
      const { positionals, values } = parse(argv);
      if (positionals[0] === 'start' || positionals[0] === 'help')
        throw new UsageError('not a database command');
      return await runDatabaseCommand(database, positionals, values, io);
    } catch (error) {
      return reportFailure(error, io);
    }
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      config: { type: 'string' },
      id: { type: 'string' },
      name: { type: 'string' },
      origin: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

async function start(config: ResolvedConfig, io: CliIo): Promise<number> {
  const server = await startServer(config);
  const storage =
    server.database.kind === 'pglite' ? `PGlite in ${server.database.location}` : server.database.location;
  const stopControl =
    server.database.kind === 'pglite' && server.database.location !== ':memory:'
      ? await serveCliControl(server.database.location, controlCommand(server.database))
      : undefined;
  io.out(`gangway-server listening on ${server.url} (database: ${storage})`);
  const signal = await io.stopSignal();
  io.out(`${signal}: stopping`);
  await stopControl?.();
  await server.close();
  return 0;
}

async function createKey(config: ResolvedConfig, io: CliIo): Promise<number> {
  const wrapper = config.embedded.keyWrapping?.current;
  if (wrapper?.kind !== 'pkcs11')
    throw new UsageError('pkcs11 create-key needs embedded.pkcs11 in the configuration');
  const { createPkcs11Key } = await import('./embedded/keys/Pkcs11KeyWrapper.ts');
  const { created } = await createPkcs11Key(wrapper, 'embedded.pkcs11');
  io.out(
    created
      ? `Made the AES-256 key "${wrapper.keyLabel}" in the token "${wrapper.tokenLabel}" (it cannot leave the token).`
      : `The token "${wrapper.tokenLabel}" already has a key "${wrapper.keyLabel}": nothing made.`,
  );
  return 0;
}

async function printWidget(config: ResolvedConfig, io: CliIo): Promise<number> {
  const { entry } = await loadWidgetBundle();
  io.out(`integrity: ${entry.integrity}`);
  io.out(widgetScriptTag(config.publicUrl ?? 'https://gangway.example.com', entry));
  if (!config.publicUrl) io.out("(set GANGWAY_PUBLIC_URL to print your server's address in the tag)");
  return 0;
}

async function withDatabase<T>(
  config: ResolvedConfig,
  run: (database: GangwayDatabase) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    owner: 'the gangway-server CLI',
  });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

async function runDatabaseCommand(
  database: GangwayDatabase,
  positionals: readonly string[],
  values: ReturnType<typeof parse>['values'],
  io: Pick<CliIo, 'out' | 'err'>,
): Promise<number> {
  const [group, action, ...rest] = positionals;
  const command = `${group} ${action ?? ''}`.trim();
  const need = (count: number, what: string) => {
    if (rest.length < count) throw new UsageError(`${command}: ${what}`);
  };
  switch (command) {
    case 'project create': {
      const input = parseProjectInput(CreateProjectInputSchema, {
        ...(values.id === undefined ? {} : { id: values.id }),
        ...(values.name === undefined ? {} : { name: values.name }),
        allowedOrigins: values.origin ?? [],
      });
      const { project, adminToken } = await createProject(database, input);
      if (values.json) io.out(JSON.stringify({ projectId: project.id, adminToken }));
      else {
        io.out(`Created project ${project.name}`);
        io.out(`  projectId:   ${project.id}`);
        io.out(`  admin token: ${adminToken}`);
        io.out('The admin token is shown only now; keep it (project token rotate makes a new one).');
      }
      return 0;
    }
    case 'project list':
      for (const project of await listProjects(database)) io.out(`${project.id}\t${project.name}`);
      return 0;
    case 'project show':
      need(1, 'give the project id');
      io.out(describe(await requireProject(database, rest[0]!)));
      return 0;
    case 'project features': {
      if (rest[0] !== 'set') throw new UsageError('project features set <id> key=value...');
      if (rest.length < 3) throw new UsageError('project features set <id> key=value...');
      const project = await setProjectFeatures(database, rest[1]!, parseFeatureAssignments(rest.slice(2)));
      io.out(describe(project));
      return 0;
    }
    case 'project origins': {
      const [verb, id, ...origins] = rest;
      if (verb === 'list' && id) {
        for (const origin of (await requireProject(database, id)).allowedOrigins) io.out(origin);
        return 0;
      }
      if ((verb !== 'add' && verb !== 'remove') || !id || origins.length === 0) {
        throw new UsageError('project origins add|remove <id> ORIGIN...');
      }
      const project =
        verb === 'add'
          ? await addAllowedOrigins(database, id, parseAllowedOrigins(origins))
          : await removeAllowedOrigins(database, id, origins);
      for (const origin of project.allowedOrigins) io.out(origin);
      return 0;
    }
    case 'project delete':
      need(1, 'give the project id');
      await deleteProject(database, rest[0]!, { force: values.force === true });
      io.out(`Deleted project ${rest[0]}`);
      return 0;
    case 'project token': {
      if (rest[0] !== 'rotate' || !rest[1]) throw new UsageError('project token rotate <id>');
      io.out(await rotateAdminToken(database, rest[1]));
      return 0;
    }
    case 'project rate-limit': {
      const [verb, id, perSecond, burst] = rest;
      if (verb === 'reset' && id) {
        io.out(describe(await updateProject(database, id, { rateLimit: null })));
        return 0;
      }
      if (
        verb !== 'set' ||
        !id ||
        !perSecond ||
        !/^\d+$/.test(perSecond) ||
        (burst && !/^\d+$/.test(burst))
      ) {
        throw new UsageError('project rate-limit set <id> PER_SECOND [BURST]');
      }
      const input = parseProjectInput(UpdateProjectInputSchema, {
        rateLimit: { perSecond: Number(perSecond), burst: Number(burst ?? Number(perSecond) * 2) },
      });
      io.out(describe(await updateProject(database, id, input)));
      return 0;
    }
    case 'project sponsorship': {
      const [verb, id, networks, perHour] = rest;
      const usage =
        'project sponsorship set <id> all|off|NETWORK,... [PER_HOUR] | project sponsorship reset <id>';
      if (verb === 'reset' && id) {
        io.out(describe(await setProjectSponsorship(database, id, null)));
        return 0;
      }
      if (verb !== 'set' || !id || !networks || (perHour !== undefined && !/^\d+$/.test(perHour)))
        throw new UsageError(usage);
      const sponsorship = parseProjectInput(SponsorshipSchema, {
        networks: networks === 'all' ? 'all' : networks === 'off' ? [] : networks.split(','),
        operationsPerHour: perHour === undefined ? DEFAULT_SPONSORSHIP.operationsPerHour : Number(perHour),
      });
      io.out(describe(await setProjectSponsorship(database, id, sponsorship)));
      return 0;
    }
    case 'directory import': {
      need(1, 'give the dataset file');
      const result = await importDirectory(database, rest[0]!);
      io.out(`Imported ${result.wallets} wallets with ${result.icons} icons.`);
      if (result.skippedIcons.length > 0) {
        io.out(`Icons missing or unreadable (monograms instead): ${result.skippedIcons.join(', ')}`);
      }
      return 0;
    }
    default:
      throw new UsageError(`Unknown command: ${positionals.join(' ')}`);
  }
}

function describe(project: Project): string {
  const rateLimit = project.rateLimit
    ? `${project.rateLimit.perSecond}/s, burst ${project.rateLimit.burst}`
    : 'server default';
  return [
    `projectId:       ${project.id}`,
    `name:            ${project.name}`,
    `features:        ${JSON.stringify(project.features)} (others: defaults)`,
    `allowed origins: ${project.allowedOrigins.join(' ') || '(none)'}`,
    `rate limit:      ${rateLimit}`,
    `sponsorship:     ${describeSponsorship(project.sponsorship)}`,
  ].join('\n');
}

function describeSponsorship(sponsorship: Sponsorship | null): string {
  const { networks, operationsPerHour } = sponsorship ?? DEFAULT_SPONSORSHIP;
  const suffix = sponsorship ? '' : ' (server default)';
  if (operationsPerHour === 0 || networks.length === 0) return `off${suffix}`;
  const where = networks === 'all' ? 'every chain with a paymasterUrl' : networks.join(' ');
  return `${where}, ${operationsPerHour} user operations/hour (a client: ${SPONSORED_CLIENT_SHARE * 100}% of them)${suffix}`;
}
