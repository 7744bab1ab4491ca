import type { RemoteFeaturesPatch } from '@gangway/protocol';

export interface RateLimit {
  /** Tokens added per second. */
  perSecond: number;
  /** Bucket size: the most requests accepted at once. */
  burst: number;
}

/** A project's sponsored user operations (the chains' ERC-7677 paymasters, the operator's money). */
export interface Sponsorship {
  /** The eip155 chains sponsored (CAIP ids), or 'all': every chain with a paymasterUrl. Empty: off. */
  networks: 'all' | readonly string[];
  /** Sponsored user operations per hour for the whole project; each client gets a share (sponsorship.ts). */
  operationsPerHour: number;
}

export interface Project {
  id: string;
  name: string;
  /** The project's overrides of the remote features (SPEC §9 defaults fill the rest). */
  features: RemoteFeaturesPatch;
  /** Exact origins and wildcard patterns, in canonical form. */
  allowedOrigins: string[];
  /** null: the server's default rate limit. */
  rateLimit: RateLimit | null;
  /** null: the server's default (every chain with a paymasterUrl, DEFAULT_SPONSORSHIP's budget). */
  sponsorship: Sponsorship | null;
  createdAt: Date;
  updatedAt: Date;
}
