// A real SMTP server that keeps what it receives (no delivery), and its inbox over HTTP: GET /messages[?to=]
// (JSON, newest first) for tests, GET / (HTML) for people. Like a real server it can require a login (`auth`), and it
// refuses every address at REFUSED_MAIL_DOMAIN (550), so a mail that does not go out can be tried end to end.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { inboxPage } from './inboxPage.ts';
import type { ReceivedMail } from './receivedMail.ts';

const KEPT_MAILS = 500;

/** Mail to any address at this domain is refused at RCPT TO with 550. */
export const REFUSED_MAIL_DOMAIN = 'refused.devnet.test';
const MAX_MAIL_BYTES = 1024 * 1024;

export interface MailSink {
  smtpHost: string;
  smtpPort: number;
  /** The inbox page; `${inboxUrl}/messages` is its JSON. */
  inboxUrl: string;
  /** Newest first; only those to `to` when given. */
  messages(to?: string): ReceivedMail[];
  /** The first mail to `to` received after `since` (Unix ms), waiting for it up to `timeoutMs`. */
  waitForMail(to: string, since: number, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export interface MailSinkOptions {
  host?: string;
  /** Default 0: any free port. */
  smtpPort?: number;
  httpPort?: number;
  /** Require this login (AUTH PLAIN or LOGIN, over the plain connection: loopback only). */
  auth?: { user: string; pass: string };
}

export async function startMailSink(options: MailSinkOptions = {}): Promise<MailSink> {
  const host = options.host ?? '127.0.0.1';
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let nextId = 1;

  const { auth } = options;
  const smtp = new SMTPServer({
    authOptional: auth === undefined,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    banner: 'gangway devnet mail sink',
    size: MAX_MAIL_BYTES,
    logger: false,
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.pass)
        return callback(null, { user: login.username });
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(`@${REFUSED_MAIL_DOMAIN}`)) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.unshift({
            id: nextId++,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          });
          mails.length = Math.min(mails.length, KEPT_MAILS);
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const messages = (to?: string) =>
    to === undefined ? [...mails] : mails.filter((mail) => mail.to.includes(to.toLowerCase()));

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://inbox');
    if (request.method !== 'GET') return void response.writeHead(405).end();
    if (url.pathname === '/messages') {
      const to = url.searchParams.get('to') ?? undefined;
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return void response.end(JSON.stringify({ messages: messages(to) }));
    }
    if (url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return void response.end(inboxPage(mails));
    }
    response.writeHead(404).end();
  });

  const smtpPort = await listen(smtp.server, options.smtpPort ?? 0, host);
  const httpPort = await listen(http, options.httpPort ?? 0, host).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  });

  return {
    smtpHost: host,
    smtpPort,
    inboxUrl: `http://${host}:${httpPort}`,
    messages,
    waitForMail(to, since, timeoutMs = 10_000) {
      const find = () => messages(to).find((mail) => mail.receivedAt >= since);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = find();
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        waiters.add(wake);
        wake();
      });
    },
    async stop() {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          http.closeAllConnections();
          http.close(() => resolve());
        }),
      ]);
    },
  };
}

function listen(server: Server | SMTPServer['server'], port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}
