import type { RemoteFeaturesPatch } from '@gangway/protocol';

export interface RateLimit {
  /** Tokens added per second. */
  perSecond: number;
  /** Bucket size: the most requests accepted at once. */
  burst: number;
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
  createdAt: Date;
  updatedAt: Date;
}
