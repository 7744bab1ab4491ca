// The relay mailbox's byte quotas: the live messages of a project, of one IP (an IPv6 /64) in a project, and of a
// topic. A message's bytes are held against its three counters until it expires (or given back when its publish
// stored nothing: a retry), so a flood from one IP fills its own share and the topic it writes, not the project.
import type { RelayConfig } from '../config/resolveConfig.ts';
import type { CounterStore, Hold } from '../rateLimit/CounterStore.ts';
import type { MessageStore } from './MessageStore.ts';

type MailboxLimits = Pick<
  RelayConfig,
  'mailboxBytesPerProject' | 'mailboxBytesPerIp' | 'mailboxBytesPerTopic'
>;

export interface MailboxEntry {
  projectId: string;
  topic: string;
  bytes: number;
  /** Unix ms. */
  expiresAt: number;
}

/** The mark that the store counted the mailbox: it lasts as long as the store does. */
const COUNTED_MARK_MS = 10 * 365 * 86_400_000;
const projectKey = (projectId: string) => `mailbox|${projectId}`;
const topicKey = (projectId: string, topic: string) => `mailbox|${projectId}|topic|${topic}`;

export class MailboxQuota {
  constructor(
    private readonly counters: CounterStore,
    private readonly limits: MailboxLimits,
  ) {}

  /** Holds the message's bytes until it expires; null when the project, the IP or the topic has no room left. */
  reserve(entry: MailboxEntry, clientKey: string): Hold | null | Promise<Hold | null> {
    return this.counters.add(
      [
        { key: projectKey(entry.projectId), max: this.limits.mailboxBytesPerProject },
        { key: `mailbox|${entry.projectId}|ip|${clientKey}`, max: this.limits.mailboxBytesPerIp },
        { key: topicKey(entry.projectId, entry.topic), max: this.limits.mailboxBytesPerTopic },
      ],
      entry.bytes,
      entry.expiresAt,
    );
  }

  /**
   * Counts what the mailbox holds already, once per store: a new process's memory is empty, but a store shared by
   * several instances (Redis, PostgreSQL) counted it when the first of them started, and has held every message since.
   */
  async countStored(store: MessageStore): Promise<void> {
    const first = await this.counters.add(
      [{ key: 'mailbox|counted', max: 1 }],
      1,
      Date.now() + COUNTED_MARK_MS,
    );
    if (!first) return;
    for (const usage of await store.usage()) {
      await this.counters.add(
        [
          { key: projectKey(usage.projectId), max: Number.POSITIVE_INFINITY },
          { key: topicKey(usage.projectId, usage.topic), max: Number.POSITIVE_INFINITY },
        ],
        usage.bytes,
        usage.expiresAt,
      );
    }
  }
}
