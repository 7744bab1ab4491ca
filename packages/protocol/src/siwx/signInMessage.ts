// CAIP-122 sign-in messages, one text per family: EIP-4361 (SIWE) on eip155, the Solana sign-in message (the text
// Wallet Standard's solana:signIn writes) on solana, and the EIP-4361 layout naming a Bitcoin account on bip122.
// Widget and server both use this module: the widget writes the text the wallet signs, the server reads it back.
import type { CaipNetworkId } from '../caip/ids.ts';
import type { ChainNamespace } from '../caip/namespaces.ts';

/** SPEC §3 sign-in message: what a CAIP-122 message says, with the account and network it names. */
export interface SiwxMessageData {
  /** The account's address as its family writes it (EIP-55 on eip155). */
  accountAddress: string;
  chainId: CaipNetworkId;
  /** RFC 3986 authority of the page asking: host[:port]. */
  domain: string;
  /** The page asking. */
  uri: string;
  version: '1';
  /** Single use, from the server that verifies the signature. */
  nonce: string;
  statement?: string;
  /** ISO 8601 (UTC). */
  issuedAt: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: readonly string[];
}

/** The families that sign in, with the word their message's first line names the account by. */
export const SIGN_IN_ACCOUNT_WORDS = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
} as const satisfies Partial<Record<ChainNamespace, string>>;
export type SignInNamespace = keyof typeof SIGN_IN_ACCOUNT_WORDS;

/** The most bytes a sign-in message may weigh (a longer one is refused before anything is parsed or verified). */
export const SIGN_IN_MESSAGE_MAX_BYTES = 4096;
/** The statement every message carries unless the integrator's configuration gives one. */
export const DEFAULT_SIGN_IN_STATEMENT = 'Please sign with your account';
/** EIP-4361: at least 8 alphanumeric characters. */
export const SIGN_IN_NONCE_PATTERN = /^[A-Za-z0-9]{8,64}$/;

export function isSignInNamespace(namespace: string): namespace is SignInNamespace {
  return Object.hasOwn(SIGN_IN_ACCOUNT_WORDS, namespace);
}

function namespaceOf(chainId: CaipNetworkId): SignInNamespace {
  const namespace = chainId.split(':')[0] ?? '';
  if (!isSignInNamespace(namespace)) throw new Error(`No sign-in message for ${chainId}`);
  return namespace;
}

function reference(chainId: CaipNetworkId): string {
  return chainId.slice(chainId.indexOf(':') + 1);
}

/** The message's text, exactly as the wallet signs it. */
export function formatSignInMessage(data: SiwxMessageData): string {
  const namespace = namespaceOf(data.chainId);
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference(data.chainId)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime ? [`Expiration Time: ${data.expirationTime}`] : []),
    ...(data.notBefore ? [`Not Before: ${data.notBefore}`] : []),
    ...(data.requestId ? [`Request ID: ${data.requestId}`] : []),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((resource) => `- ${resource}`)] : []),
  ].join('\n');
  const head = `${data.domain} wants you to sign in with your ${SIGN_IN_ACCOUNT_WORDS[namespace]} account:\n${data.accountAddress}`;
  // Solana's sign-in text has no empty statement line; EIP-4361 keeps one (three line breaks before URI).
  if (namespace === 'solana') return `${head}${data.statement ? `\n\n${data.statement}` : ''}\n\n${fields}`;
  return `${head}\n\n${data.statement ? `${data.statement}\n` : ''}\n${fields}`;
}

const FIELD_ORDER = [
  ['URI', 'uri'],
  ['Version', 'version'],
  ['Chain ID', 'chainId'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const;
const REQUIRED_FIELDS = new Set(['uri', 'version', 'chainId', 'nonce', 'issuedAt']);
const HEAD = /^(.+) wants you to sign in with your (Ethereum|Solana|Bitcoin) account:$/;

/**
 * Reads a message written by formatSignInMessage (or a wallet following the same standard) in the family that
 * `namespace` names; undefined for any text that is not one, exactly: fields out of order, repeated or unknown,
 * a first line for another family, a statement over one line. The text is re-written from what was read and must
 * come back byte for byte, so two texts can never read as the same message.
 */
export function parseSignInMessage(text: string, namespace: SignInNamespace): SiwxMessageData | undefined {
  if (text.length > SIGN_IN_MESSAGE_MAX_BYTES) return undefined;
  const lines = text.split('\n');
  const head = HEAD.exec(lines[0] ?? '');
  if (!head || head[2] !== SIGN_IN_ACCOUNT_WORDS[namespace]) return undefined;
  const accountAddress = lines[1] ?? '';
  if (accountAddress === '' || /\s/.test(accountAddress)) return undefined;
  let index = 2;
  if (lines[index] !== '') return undefined;
  index++;
  let statement: string | undefined;
  if (lines[index] !== undefined && !lines[index]?.startsWith('URI: ') && lines[index] !== '') {
    statement = lines[index];
    index++;
    if (lines[index] !== '') return undefined;
    index++;
  } else if (namespace !== 'solana') {
    if (lines[index] !== '') return undefined;
    index++;
  }
  const values: Record<string, string> = {};
  let next = 0;
  let resources: string[] | undefined;
  for (; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (line === 'Resources:') {
      resources = [];
      for (index++; index < lines.length; index++) {
        const item = lines[index] ?? '';
        if (!item.startsWith('- ') || item.length === 2) return undefined;
        resources.push(item.slice(2));
      }
      break;
    }
    const field = FIELD_ORDER.slice(next).findIndex(([label]) => line.startsWith(`${label}: `));
    if (field === -1) return undefined;
    const [label, key] = FIELD_ORDER[next + field] as (typeof FIELD_ORDER)[number];
    const value = line.slice(label.length + 2);
    if (value === '') return undefined;
    values[key] = value;
    next += field + 1;
  }
  for (const key of REQUIRED_FIELDS) if (values[key] === undefined) return undefined;
  if (values.version !== '1') return undefined;
  const data: SiwxMessageData = {
    accountAddress,
    chainId: `${namespace}:${values.chainId}` as CaipNetworkId,
    domain: head[1] as string,
    uri: values.uri as string,
    version: '1',
    nonce: values.nonce as string,
    issuedAt: values.issuedAt as string,
    ...(statement === undefined ? {} : { statement }),
    ...(values.expirationTime ? { expirationTime: values.expirationTime } : {}),
    ...(values.notBefore ? { notBefore: values.notBefore } : {}),
    ...(values.requestId ? { requestId: values.requestId } : {}),
    ...(resources ? { resources } : {}),
  };
  return formatSignInMessage(data) === text ? data : undefined;
}
