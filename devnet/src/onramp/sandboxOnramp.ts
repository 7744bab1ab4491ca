// devnet's sandbox on-ramp provider: the API gangway-server's SandboxOnrampProvider speaks (limits, quotes, checkout
// sessions), a hosted test-card checkout whose payment funds the visitor's address on its devnet chain (funders.ts),
// and webhooks to gangway-server signed as a real provider signs them (x-sandbox-signature, HMAC-SHA256 over the raw
// body). Loopback only; sessions live in this process (it is a twin, not a service).
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutPage } from './checkoutPage.ts';
import type { Funders } from './funders.ts';
import { SANDBOX_LIMITS, type SandboxQuote, sandboxQuote } from './sandboxPrices.ts';

export const DEFAULT_SANDBOX_ONRAMP_PORT = 5185;
const MAX_BODY = 16 * 1024;
const WEBHOOK_ATTEMPTS = 5;
const DECLINED_CARD = '4000000000000002';

interface Session {
  id: string;
  purchaseId: string;
  chainId: string;
  chainName: string;
  asset: string;
  symbol: string;
  address: string;
  fiat: 'USD' | 'EUR';
  quote: SandboxQuote;
  state: 'form' | 'paying' | 'completed' | 'failed';
  transactionHash?: string;
}

export interface SandboxOnrampOptions {
  funders: Funders;
  /** gangway-server's webhook URL for this provider (…/v1/onramp/webhooks/sandbox). */
  webhookUrl: string;
  webhookSecret: string;
  /** Names of the networks on the checkout page, by CAIP-2 id. */
  networkNames?: Readonly<Record<string, string>>;
  port?: number | 'auto';
  log?: (line: string) => void;
}

export interface SandboxOnramp {
  url: string;
  stop(): Promise<void>;
}

export async function startSandboxOnramp(options: SandboxOnrampOptions): Promise<SandboxOnramp> {
  const sessions = new Map<string, Session>();
  const log = options.log ?? (() => undefined);
  let base = '';

  async function sendWebhook(session: Session): Promise<void> {
    const body = JSON.stringify({
      eventId: `${session.id}:${session.state}`,
      purchaseId: session.purchaseId,
      status: session.state,
      ...(session.transactionHash ? { transactionHash: session.transactionHash } : {}),
      ...(session.state === 'completed' ? { cryptoAmount: session.quote.purchaseAmount } : {}),
    });
    for (let attempt = 1; attempt <= WEBHOOK_ATTEMPTS; attempt++) {
      const t = Math.floor(Date.now() / 1000);
      const v1 = createHmac('sha256', options.webhookSecret).update(`${t}.${body}`).digest('hex');
      try {
        const response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': `t=${t},v1=${v1}` },
          body,
        });
        if (response.ok) return;
        log(`sandbox on-ramp: webhook answered ${response.status}`);
      } catch (error) {
        log(`sandbox on-ramp: webhook failed (${error instanceof Error ? error.message : String(error)})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }

  async function pay(session: Session, form: URLSearchParams): Promise<string | undefined> {
    const card = (form.get('card') ?? '').replace(/\s+/g, '');
    if (!/^\d{16}$/.test(card) || !luhn(card)) return 'Enter a valid card number (try 4242 4242 4242 4242)';
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(form.get('expiry') ?? '')) return 'Enter the expiry as MM/YY';
    if (!/^\d{3,4}$/.test(form.get('cvc') ?? '')) return 'Enter the 3 or 4 digit CVC';
    if (session.state !== 'form') return undefined;
    session.state = 'paying';
    if (card === DECLINED_CARD) {
      session.state = 'failed';
    } else {
      try {
        session.transactionHash = await options.funders.fund({
          chainId: session.chainId,
          asset: session.asset,
          address: session.address,
          amount: session.quote.units,
        });
        session.state = 'completed';
      } catch (error) {
        log(`sandbox on-ramp: funding failed (${error instanceof Error ? error.message : String(error)})`);
        session.state = 'failed';
      }
    }
    await sendWebhook(session);
    return undefined;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const json = (status: number, value: unknown) =>
      void response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const html = (status: number, page: string) =>
      void response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page);

    if (request.method === 'GET' && url.pathname === '/api/limits') {
      const fiat = url.searchParams.get('fiat');
      if (fiat !== 'USD' && fiat !== 'EUR') return json(400, { message: 'Unknown fiat currency' });
      return json(200, SANDBOX_LIMITS[fiat]);
    }
    if (request.method === 'POST' && (url.pathname === '/api/quote' || url.pathname === '/api/sessions')) {
      const body = parseJson(await readBody(request));
      const input = readQuoteInput(body);
      if (!input) return json(400, { message: 'Malformed request' });
      if (!options.funders.sells(input.chainId))
        return json(400, { message: `The sandbox does not sell on ${input.chainId}` });
      const limit = SANDBOX_LIMITS[input.fiat][input.paymentMethod];
      const amount = Number(input.fiatAmount);
      if (amount < Number(limit.min) || amount > Number(limit.max))
        return json(400, {
          message: `The sandbox sells ${limit.min} to ${limit.max} ${input.fiat} by ${input.paymentMethod}`,
        });
      const quote = sandboxQuote(input);
      if ('refused' in quote) return json(400, { message: quote.refused });
      if (url.pathname === '/api/quote') {
        const { units: _units, ...answer } = quote;
        return json(200, answer);
      }
      const purchaseId = typeof body?.purchaseId === 'string' ? body.purchaseId : '';
      const address = typeof body?.address === 'string' ? body.address : '';
      if (!purchaseId || !address) return json(400, { message: 'purchaseId and address are required' });
      const id = randomUUID();
      sessions.set(id, {
        id,
        purchaseId,
        chainId: input.chainId,
        chainName: options.networkNames?.[input.chainId] ?? input.chainId,
        asset: input.asset,
        symbol: input.symbol,
        address,
        fiat: input.fiat,
        quote,
        state: 'form',
      });
      return json(200, { url: `${base}/checkout/${id}` });
    }
    const checkout = /^\/checkout\/([0-9a-f-]{36})$/.exec(url.pathname);
    const session = checkout ? sessions.get(checkout[1] ?? '') : undefined;
    if (checkout && !session)
      return html(404, '<!doctype html><title>Not found</title><main><h1>No such checkout</h1></main>');
    if (session && (request.method === 'GET' || request.method === 'POST')) {
      let error: string | undefined;
      if (request.method === 'POST') error = await pay(session, new URLSearchParams(await readBody(request)));
      return html(
        200,
        checkoutPage({
          action: url.pathname,
          summary: {
            fiatAmount: session.quote.paymentTotal,
            fiat: session.fiat,
            purchaseAmount: session.quote.purchaseAmount,
            symbol: session.symbol,
            network: session.chainName,
            address: session.address,
          },
          state: session.state === 'completed' || session.state === 'failed' ? session.state : 'form',
          ...(error ? { error } : {}),
          ...(session.transactionHash ? { transactionHash: session.transactionHash } : {}),
        }),
      );
    }
    json(404, { message: 'Not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`sandbox on-ramp: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  const port = options.port === 'auto' ? 0 : (options.port ?? DEFAULT_SANDBOX_ONRAMP_PORT);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readQuoteInput(body: Record<string, unknown> | undefined) {
  if (!body) return undefined;
  const { chainId, asset, symbol, decimals, fiat, fiatAmount, paymentMethod } = body;
  if (
    typeof chainId !== 'string' ||
    typeof asset !== 'string' ||
    typeof symbol !== 'string' ||
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 30 ||
    (fiat !== 'USD' && fiat !== 'EUR') ||
    typeof fiatAmount !== 'string' ||
    !/^\d{1,12}(\.\d{1,2})?$/.test(fiatAmount) ||
    (paymentMethod !== 'card' && paymentMethod !== 'ach_bank_account')
  )
    return undefined;
  return { chainId, asset, symbol, decimals, fiat, fiatAmount, paymentMethod } as const;
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
