// The relay the bridge speaks to: the public WalletConnect relay in production, a second gangway relay on loopback in
// the devnet and the tests (the same protocol, so the same client). Only what BRIDGED_METHODS names goes either way.
import { RELAY_METHODS } from '../relayProtocol.ts';

/** What the bridge sends upstream; and the one method it accepts from upstream (a message on a topic). */
export const BRIDGED_METHODS = {
  out: [RELAY_METHODS.batchSubscribe, RELAY_METHODS.batchUnsubscribe, RELAY_METHODS.publish],
  in: [RELAY_METHODS.subscription],
} as const;

export type BridgedOutMethod = (typeof BRIDGED_METHODS.out)[number];

export interface UpstreamMessage {
  topic: string;
  message: string;
  tag: number;
  attestation?: string;
}

export interface UpstreamPublish {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
}

export interface UpstreamRelay {
  /** Subscribes (rejects when the upstream is away: onConnected then asks for every topic again). */
  subscribe(topics: readonly string[]): Promise<void>;
  unsubscribe(topics: readonly string[]): Promise<void>;
  publish(message: UpstreamPublish): Promise<void>;
  /**
   * What arrives upstream: the upstream is acknowledged once the handler resolves (the message is in the mailbox),
   * and not when it rejects (the upstream keeps it and tries again).
   */
  onMessage(handler: (message: UpstreamMessage) => Promise<void>): void;
  /** Each time the connection (re)opens: the upstream forgot nothing it stores, but knows no subscription of ours. */
  onConnected(handler: () => void): void;
  readonly connected: boolean;
  close(): Promise<void>;
}
