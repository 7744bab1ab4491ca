// Issue 27 on one database kind: secrets given by the environment and by files reach a gangway-server process (and
// none is logged), the refusals at start, the PKCS#11 key wrapper against SoftHSM, and a rotation from the local KEK
// to the token under load that loses nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePorts,
  type MailSink,
  type RunningOidcProvider,
  startMailSink,
  startOidcProvider,
} from '@gangway/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../src/config/configSchema.ts';
import type { EmbeddedConfig } from '../src/config/embeddedConfig.ts';
import { resetDatabase } from '../src/db/resetDatabase.ts';
import { KeyVault } from '../src/embedded/keys/KeyVault.ts';
import { openKeyWrappers } from '../src/embedded/keys/KeyWrappers.ts';
import { addressOfSecret } from '../src/embedded/keys/keyAddress.ts';
import { createPkcs11Key } from '../src/embedded/keys/Pkcs11KeyWrapper.ts';
import { rewrapKeys } from '../src/embedded/keys/rewrapKeys.ts';
import { EMAIL_PROVIDER, findOrCreateUser } from '../src/embedded/users/userRepository.ts';
import { parseAllowedOrigins } from '../src/projects/projectInput.ts';
import { createProject } from '../src/projects/projectRepository.ts';
import { type RunningServer, startServer } from '../src/startServer.ts';
import { embeddedFlows, flowClient, freshEmail, newEvmKey } from './helpers/embeddedFlows.ts';
import { pkcs11Config, useSoftHsm } from './helpers/softHsm.ts';
import {
  copyPgliteTemplate,
  createPostgresDatabase,
  type DatabaseKind,
  openTestDatabase,
  type TestDatabase,
} from './helpers/testDatabase.ts';
import { call, TRUST_LOOPBACK_PROXY } from './helpers/testServer.ts';

const BIN = fileURLToPath(new URL('../bin/gangway-server.js', import.meta.url));
const APP_ORIGIN = 'https://app.example.com';
const newKek = () => randomBytes(32).toString('base64url');

interface ChildServer {
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<{ code: number | null; output: string }>;
}

/** `gangway-server start` as an operator runs it: its own process, configured by `env` (and a file it names). */
function runCli(
  env: Record<string, string>,
  args: string[] = ['start'],
): { child: ChildProcess; output(): string; exited: Promise<number | null> } {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('GANGWAY_') && name !== 'DATABASE_URL'),
  );
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function startCliServer(env: Record<string, string>): Promise<ChildServer> {
  const run = runCli(env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`gangway-server did not start:\n${run.output()}`)),
      60_000,
    );
    const check = () => {
      const match = /gangway-server listening on (http:\/\/\S+)/.exec(run.output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    run.child.stdout?.on('data', check);
    run.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`gangway-server exited with ${code}:\n${run.output()}`));
    });
  });
  return {
    url,
    output: run.output,
    async stop() {
      run.child.kill('SIGTERM');
      return { code: await run.exited, output: run.output() };
    },
  };
}

/** Each test starts gangway-server instances (processes, for the secrets) and logs visitors in: slow under load. */
const SERVER_TEST_TIMEOUT_MS = 120_000;

export function describeKeyWrappingSuite(kind: DatabaseKind) {
  const softHsm = useSoftHsm(`PKCS#11 tests on ${kind}`);
  const dir = mkdtempSync(join(tmpdir(), 'gangway-keys-'));
  let files = 0;
  const secretFile = (value: string) => {
    const path = join(dir, `secret-${files++}`);
    writeFileSync(path, `${value}\n`);
    chmodSync(path, 0o600);
    return path;
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Where a child server keeps its data: a PGlite directory, or a PostgreSQL URL (with a password to hide). */
  async function childDatabase(): Promise<{
    env: Record<string, string>;
    secret?: string;
    dispose(): Promise<void>;
  }> {
    if (kind === 'pglite') {
      const dataDir = copyPgliteTemplate();
      return {
        env: { GANGWAY_DATA_DIR: dataDir },
        dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    }
    const { url, drop } = await createPostgresDatabase();
    // The test cluster trusts loopback: the password is ignored by PostgreSQL, and must not show in the output.
    const password = `pg-${randomBytes(8).toString('hex')}`;
    const withPassword = url.replace('postgres://gangway@', `postgres://gangway:${password}@`);
    return { env: { DATABASE_URL_FILE: secretFile(withPassword) }, secret: password, dispose: drop };
  }

  describe('secrets from the environment and from files', { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
    let sink: MailSink;
    let oidc: RunningOidcProvider;
    let port: number;
    const smtpAuth = { user: 'mailer', pass: `smtp-${randomBytes(8).toString('hex')}` };

    beforeAll(async () => {
      [port] = (await freePorts(1)) as [number];
      sink = await startMailSink({ auth: smtpAuth });
      oidc = await startOidcProvider({
        redirectUris: [`http://127.0.0.1:${port}/v1/embedded/social/callback`],
      });
    });
    afterAll(async () => {
      await sink?.stop();
      await oidc?.stop();
    });

    it('reach a gangway-server process field by field, and no line it prints holds one', async () => {
      const projectId = 'secrets-test';
      const kek = newKek();
      const operatorToken = `operator-${randomBytes(12).toString('hex')}`;
      const { clientSecret, ...google } = oidc.apps.google;
      const configFile = join(dir, `config-${files++}.json`);
      writeFileSync(
        configFile,
        JSON.stringify({
          host: '127.0.0.1',
          port,
          trustProxy: TRUST_LOOPBACK_PROXY,
          embedded: {
            keyEncryptionKeyFile: secretFile(kek),
            smtp: {
              host: sink.smtpHost,
              port: sink.smtpPort,
              from: 'Wallet <login@example.com>',
              auth: { user: smtpAuth.user },
            },
            social: { [projectId]: { google } },
          },
        } satisfies Record<string, unknown>),
      );
      const database = await childDatabase();
      const server = await startCliServer({
        GANGWAY_CONFIG: configFile,
        GANGWAY_LOG_LEVEL: 'trace',
        GANGWAY_OPERATOR_TOKEN_FILE: secretFile(operatorToken),
        GANGWAY_EMBEDDED_SMTP_AUTH_PASS: smtpAuth.pass,
        GANGWAY_EMBEDDED_SOCIAL_SECRETS_TEST_GOOGLE_CLIENT_SECRET: clientSecret,
        ...database.env,
      });
      try {
        // The operator token (from a _FILE variable) opens the admin API.
        const created = await call(server.url, 'POST', '/admin/v1/projects', {
          headers: { authorization: `Bearer ${operatorToken}` },
          body: { id: projectId, allowedOrigins: [APP_ORIGIN] },
        });
        expect(created.status).toBe(201);
        const flows = embeddedFlows(server.url, projectId);
        // The SMTP password (a variable) logs in to a mail server that requires it.
        const client = flowClient();
        const token = await flows.emailLogIn(sink, client, freshEmail('secrets'));
        // The KEK (a …File sibling in the configuration file) wraps and unwraps.
        const key = newEvmKey();
        await flows.putKey(client, token, key);
        expect(await flows.keys(client, token)).toEqual([key]);
        // The OAuth client secret (a variable named after its project and provider) exchanges the provider's code.
        const social = flowClient();
        expect(await flows.socialLogIn(social, 'ada', APP_ORIGIN)).toMatch(/^[\w-]{43}$/);
      } finally {
        const { output } = await server.stop();
        await database.dispose();
        expect(output).toContain('incoming request'); // the log was on: the check below read what it printed
        for (const secret of [kek, operatorToken, smtpAuth.pass, clientSecret, database.secret].filter(
          Boolean,
        ))
          expect(output).not.toContain(secret as string);
      }
    });

    it('refuse to start when a secret is given twice or its file is readable by others, naming the field', async () => {
      const twice = runCli({
        GANGWAY_EMBEDDED_KEY_ENCRYPTION_KEY: newKek(),
        GANGWAY_EMBEDDED_KEY_ENCRYPTION_KEY_FILE: secretFile(newKek()),
      });
      expect(await twice.exited).toBe(1);
      expect(twice.output()).toMatch(
        /error: embedded\.keyEncryptionKey is given 2 times \(GANGWAY_EMBEDDED_KEY_ENCRYPTION_KEY, GANGWAY_EMBEDDED_KEY_ENCRYPTION_KEY_FILE \(.+\)\): give it once/,
      );
      const readable = secretFile(`operator-${randomBytes(12).toString('hex')}`);
      chmodSync(readable, 0o644);
      const open = runCli({ GANGWAY_OPERATOR_TOKEN_FILE: readable });
      expect(await open.exited).toBe(1);
      expect(open.output()).toContain(
        `error: operatorToken: the secret file ${readable} is readable by others (mode 0644)`,
      );
    });
  });

  describe.skipIf(!softHsm)('PKCS#11 key wrapper on SoftHSM', { timeout: SERVER_TEST_TIMEOUT_MS }, () => {
    const token = softHsm as NonNullable<typeof softHsm>;
    const projectId = 'keys-test';
    let testDb: TestDatabase;
    let sink: MailSink;

    beforeAll(async () => {
      testDb = await openTestDatabase(kind);
      sink = await startMailSink();
    });
    afterAll(async () => {
      await sink?.stop();
      await testDb?.dispose();
    });

    const start = (embedded: EmbeddedConfig): Promise<RunningServer> =>
      startServer(
        {
          host: '127.0.0.1',
          port: 0,
          logLevel: 'silent',
          trustProxy: TRUST_LOOPBACK_PROXY,
          embedded: {
            smtp: { host: sink.smtpHost, port: sink.smtpPort, from: 'Wallet <login@example.com>' },
            ...embedded,
          },
        } satisfies ServerConfig,
        { database: testDb.database },
      );

    const resetWithProject = async () => {
      await resetDatabase(testDb.database);
      await testDb.database.db.deleteFrom('embedded_service_keys').execute();
      await createProject(testDb.database, {
        id: projectId,
        allowedOrigins: parseAllowedOrigins([APP_ORIGIN]),
        rateLimit: { perSecond: 100_000, burst: 100_000 },
      });
    };

    it('keeps the KEK inside the token: logins, keys stored and read back; the database holds them wrapped by it', async () => {
      await resetWithProject();
      const pkcs11 = pkcs11Config(token);
      // The operator makes the key with the CLI (the PIN from a secret file); a second run finds it.
      const { pin, ...withoutPin } = pkcs11;
      const configFile = join(dir, `pkcs11-${files++}.json`);
      writeFileSync(configFile, JSON.stringify({ embedded: { pkcs11: withoutPin } }));
      const cliEnv = { GANGWAY_CONFIG: configFile, GANGWAY_EMBEDDED_PKCS11_PIN_FILE: secretFile(pin) };
      for (const expected of [/^Made the AES-256 key "kek-/, /already has a key "kek-/]) {
        const created = runCli(cliEnv, ['pkcs11', 'create-key']);
        expect(await created.exited, created.output()).toBe(0);
        expect(created.output()).toMatch(expected);
        expect(created.output()).not.toContain(pin);
      }
      const server = await start({ pkcs11 });
      try {
        const flows = embeddedFlows(server.url, projectId);
        const client = flowClient();
        const session = await flows.emailLogIn(sink, client, freshEmail('hsm'));
        const key = newEvmKey();
        await flows.putKey(client, session, key);
        expect(await flows.keys(client, session)).toEqual([key]);
        const unlock = await flows.unlockKey(client, session);
        const users = await testDb.database.db
          .selectFrom('embedded_users')
          .select('data_key_wrapper')
          .execute();
        expect(users.map((user) => user.data_key_wrapper)).toEqual([expect.stringMatching(/^pkcs11:kek-/)]);
        const service = await testDb.database.db
          .selectFrom('embedded_service_keys')
          .select('key_wrapper')
          .execute();
        expect(service.map((row) => row.key_wrapper)).toEqual(users.map((user) => user.data_key_wrapper));
        // Started again, the same service secret: the frame's sealed keys still open.
        await server.close();
        const again = await start({ pkcs11 });
        try {
          expect(await embeddedFlows(again.url, projectId).unlockKey(client, session)).toBe(unlock);
        } finally {
          await again.close();
        }
      } finally {
        await server.close().catch(() => undefined);
      }
    });

    it('rotates from the local KEK to the token under load: both unwrap meanwhile, and nothing is lost', async () => {
      await resetWithProject();
      const oldKek = newKek();
      const pkcs11 = pkcs11Config(token);
      await createPkcs11Key(pkcs11, 'embedded.pkcs11');
      const log = {
        info: () => undefined,
        error: (details: object) => expect.fail(`re-wrap failed: ${JSON.stringify(details)}`),
      };

      // Before: an instance with the local KEK only. Visitors log in and store keys; many more users have keys.
      const before = await start({ keyEncryptionKey: oldKek });
      const siwxKeys = (url: string) => call(url, 'GET', '/v1/siwx/keys', { query: { projectId } });
      // Sign-in's session-signing key, made now: wrapped by the local KEK like the users' keys.
      const siwxKey = (await siwxKeys(before.url)).json;
      const visitors: {
        client: ReturnType<typeof flowClient>;
        email: string;
        key: ReturnType<typeof newEvmKey>;
        unlock: string;
        session: string;
      }[] = [];
      try {
        const flows = embeddedFlows(before.url, projectId);
        for (let index = 0; index < 8; index++) {
          const client = flowClient();
          const email = freshEmail(`visitor${index}`);
          const session = await flows.emailLogIn(sink, client, email);
          const key = newEvmKey();
          await flows.putKey(client, session, key);
          visitors.push({ client, email, key, session, unlock: await flows.unlockKey(client, session) });
        }
      } finally {
        await before.close();
      }
      const oldWrappers = await openKeyWrappers({
        current: { kind: 'local', keyEncryptionKey: oldKek },
        additional: undefined,
      });
      const oldVault = new KeyVault(testDb.database, oldWrappers);
      const stored = new Map<string, Uint8Array>();
      const seed = async (count: number) => {
        for (let index = 0; index < count; index++) {
          const userId = await findOrCreateUser(testDb.database, {
            projectId,
            provider: EMAIL_PROVIDER,
            subject: freshEmail('seeded'),
          });
          const secret = randomBytes(32);
          await oldVault.store(userId, {
            namespace: 'eip155',
            address: addressOfSecret('eip155', secret) as string,
            secret,
          });
          stored.set(userId, secret);
        }
      };
      await seed(150);

      // The new instance: the token wraps, the local KEK only unwraps. Its job re-wraps what it finds at start.
      const rotation = { pkcs11, additionalKeyWrapper: { keyEncryptionKey: oldKek } };
      const during = await start(rotation);
      const newWrappers = await openKeyWrappers({
        current: { kind: 'pkcs11', ...pkcs11 },
        additional: { kind: 'local', keyEncryptionKey: oldKek },
      });
      try {
        const flows = embeddedFlows(during.url, projectId);
        // The service secret moved over: a session from before unlocks the same sealed keys.
        expect(await flows.unlockKey(visitors[0]!.client, visitors[0]!.session)).toBe(visitors[0]!.unlock);
        const wrappedByOld = () =>
          testDb.database.db
            .selectFrom('embedded_users')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('data_key_wrapper', '=', oldWrappers.current.id)
            .executeTakeFirstOrThrow()
            .then((row) => Number(row.count));
        // The server's job re-wraps what was there at its start (its next round is a minute away)…
        await expect.poll(wrappedByOld, { timeout: 30_000 }).toBe(0);
        // …while an instance still on the old configuration keeps writing keys wrapped by the local KEK.
        await seed(150);
        expect(await wrappedByOld()).toBeGreaterThan(0);

        // The visitors log in again now (SPEC's 30 s cooldown per inbox is not what this test is about).
        await testDb.database.db.deleteFrom('embedded_mail_cooldowns').execute();
        // Under load: another new instance re-wraps while visitors log in again and read their keys, new visitors
        // store keys, and stored keys are read through both wrappers.
        const mixedVault = new KeyVault(testDb.database, newWrappers);
        const seeded = [...stored.entries()];
        const load = Promise.all([
          ...visitors.map(async (visitor) => {
            const session = await flows.emailLogIn(sink, visitor.client, visitor.email);
            expect(await flows.keys(visitor.client, session)).toEqual([visitor.key]);
          }),
          ...Array.from({ length: 6 }, async (_, index) => {
            const client = flowClient();
            const session = await flows.emailLogIn(sink, client, freshEmail(`newcomer${index}`));
            const key = newEvmKey();
            await flows.putKey(client, session, key);
            expect(await flows.keys(client, session)).toEqual([key]);
          }),
          (async () => {
            for (const [userId, secret] of seeded.filter((_, index) => index % 5 === 0)) {
              const [key] = await mixedVault.list(userId);
              expect(Buffer.from(key?.secret ?? [])).toEqual(Buffer.from(secret));
            }
          })(),
        ]);
        const rewrap = (async () => {
          let rounds = 0;
          for (
            let round = await rewrapKeys(testDb.database, newWrappers, log);
            round.remaining > 0;
            round = await rewrapKeys(testDb.database, newWrappers, log)
          )
            rounds++;
          return rounds;
        })();
        await Promise.all([load, rewrap]);
        expect(await wrappedByOld()).toBe(0);
        const signingKey = await testDb.database.db
          .selectFrom('siwx_signing_keys')
          .select('key_wrapper')
          .where('project_id', '=', projectId)
          .executeTakeFirstOrThrow();
        expect(signingKey.key_wrapper).toBe(newWrappers.current.id);
      } finally {
        await during.close();
        await newWrappers.close();
      }

      // After: the local KEK is gone from the configuration. Every key opens with the token alone.
      const tokenOnly = await openKeyWrappers({
        current: { kind: 'pkcs11', ...pkcs11 },
        additional: undefined,
      });
      const after = await start({ pkcs11 });
      try {
        const vault = new KeyVault(testDb.database, tokenOnly);
        for (const [userId, secret] of stored) {
          const keys = await vault.list(userId);
          expect(keys.map((key) => Buffer.from(key.secret).toString('hex'))).toEqual([
            Buffer.from(secret).toString('hex'),
          ]);
        }
        // The same session-signing key, now opened by the token alone.
        const signing = await siwxKeys(after.url);
        expect(signing.status, signing.text).toBe(200);
        expect(signing.json).toEqual(siwxKey);
        const flows = embeddedFlows(after.url, projectId);
        await testDb.database.db.deleteFrom('embedded_mail_cooldowns').execute();
        for (const visitor of visitors) {
          const session = await flows.emailLogIn(sink, visitor.client, visitor.email);
          expect(await flows.keys(visitor.client, session)).toEqual([visitor.key]);
        }
        expect(await flows.unlockKey(visitors[1]!.client, visitors[1]!.session)).toBe(visitors[1]!.unlock);
        const wrappers = await testDb.database.db
          .selectFrom('embedded_users')
          .select('data_key_wrapper')
          .distinct()
          .execute();
        expect(wrappers.map((row) => row.data_key_wrapper)).toEqual([tokenOnly.current.id]);
      } finally {
        await after.close();
        await tokenOnly.close();
        await oldWrappers.close();
      }
    });
  });
}
