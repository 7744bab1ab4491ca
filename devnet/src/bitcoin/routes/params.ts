// Path parameters as Esplora reads them, and its plain-text error replies.
import type { FastifyReply } from 'fastify';
import { addressScript, scriptAddress } from '../script-types.ts';

const HASH = /^[0-9a-fA-F]{64}$/;

/** A txid or block hash in lower case, or undefined. */
export function parseHash(value: string): string | undefined {
  return HASH.test(value) ? value.toLowerCase() : undefined;
}

/** A non-negative integer from a path segment, or undefined. */
export function parseIndex(value: string): number | undefined {
  if (!/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}

/** The canonical form of a regtest address (bech32 is case-insensitive), or undefined. */
export function parseAddress(value: string): string | undefined {
  const script = addressScript(value);
  return script ? scriptAddress(script) : undefined;
}

export function sendText(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(body);
}

export const invalidHash = (reply: FastifyReply) => sendText(reply, 400, 'Invalid hex string');
export const invalidAddress = (reply: FastifyReply) => sendText(reply, 400, 'Invalid Bitcoin address');
export const txNotFound = (reply: FastifyReply) => sendText(reply, 404, 'Transaction not found');
export const blockNotFound = (reply: FastifyReply) => sendText(reply, 404, 'Block not found');
