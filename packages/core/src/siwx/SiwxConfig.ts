// The `siwx` option (issue 22): who creates sign-in messages and keeps sessions. AppKit's shape of responsibilities,
// so an integrator brings their own backend; a plain options object (or `true`) uses gangway-server instead.
import type { CaipNetworkId, SiwxMessageData } from '@gangway/protocol';

/** A CAIP-122 message about to be signed: its fields, and (toString) the exact text the wallet signs. */
export interface SiwxMessage extends SiwxMessageData {
  toString(): string;
}

/** A signed message: what a session is made of. */
export interface SiwxSession {
  data: SiwxMessageData;
  message: string;
  signature: string;
  /**
   * The default (gangway-server) config's session token: a JWT your backend verifies offline with the keys of
   * GET /v1/siwx/keys (audience: the project id; subject: the CAIP-10 account).
   */
  token?: string;
}

export interface SiwxMessageInput {
  accountAddress: string;
  chainId: CaipNetworkId;
}

/** Bring your own backend: every method may call it. Sessions are per account and network. */
export interface SiwxConfig {
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>;
  /** Verifies the signature (throw to refuse it) and keeps the session. */
  addSession(session: SiwxSession): Promise<void>;
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>;
  setSessions(sessions: SiwxSession[]): Promise<void>;
  /** The valid sessions of this account on this network (none: the widget asks for a signature). */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
  /** When true, declining the signature disconnects the wallet. Default false. */
  getRequired?(): boolean;
}

/** Sign in through your gangway-server (`apiUrl`, `projectId`): a nonce, a verified session, a JWT. */
export interface GangwaySiwxOptions {
  /** Declining the signature disconnects the wallet. Default false. */
  required?: boolean;
  /** The message's statement line. */
  statement?: string;
  /** How long a session lasts (the message's Expiration Time), at most the server's limit. Default one day. */
  sessionSeconds?: number;
}

/** The older EVM-only option (SIWE): mapped onto the same flow. */
export interface SiweConfig {
  getNonce(address: string): Promise<string>;
  /** The EIP-4361 text to sign. */
  createMessage(args: {
    address: string;
    chainId: number;
    nonce: string;
    domain: string;
    uri: string;
  }): string;
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>;
  getSession(): Promise<{ address: string; chainId: number } | null>;
  signOut(): Promise<boolean>;
  /** Default false. */
  required?: boolean;
}

export type SiwxOption = true | GangwaySiwxOptions | SiwxConfig;

export function isSiwxConfig(option: SiwxOption): option is SiwxConfig {
  return typeof option === 'object' && typeof (option as Partial<SiwxConfig>).createMessage === 'function';
}
