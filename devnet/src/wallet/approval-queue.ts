import type { DevWalletApprovalRequest } from './types.ts';

export interface ApprovalQueue {
  /** Pass as the provider's `approve` option. The request is held under an id of the queue's own. */
  approve(request: DevWalletApprovalRequest): Promise<boolean>;
  pending(): DevWalletApprovalRequest[];
  /** Settles the request with this id (default: the oldest); false when there is none. */
  settle(approved: boolean, id?: number): boolean;
  autoApprove(): boolean;
  /** Turning auto-approve on also approves everything already waiting. */
  setAutoApprove(on: boolean): void;
  subscribe(listener: () => void): () => void;
}

/** Holds the wallet's prompts until a person (the panel) or a test answers them. */
export function createApprovalQueue(options: { autoApprove?: boolean } = {}): ApprovalQueue {
  const waiting: { request: DevWalletApprovalRequest; resolve: (approved: boolean) => void }[] = [];
  // The queue numbers what it holds itself: prompts come from more than one provider (EVM, Solana), each counting
  // its own requests.
  let nextId = 1;
  const listeners = new Set<() => void>();
  let auto = options.autoApprove ?? false;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const queue: ApprovalQueue = {
    approve: (request) => {
      if (auto) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        waiting.push({ request: { ...request, id: nextId++ }, resolve });
        notify();
      });
    },
    pending: () => waiting.map((entry) => entry.request),
    settle: (approved, id) => {
      const index = id === undefined ? 0 : waiting.findIndex((entry) => entry.request.id === id);
      const entry = waiting[index];
      if (index < 0 || !entry) return false;
      waiting.splice(index, 1);
      entry.resolve(approved);
      notify();
      return true;
    },
    autoApprove: () => auto,
    setAutoApprove: (on) => {
      auto = on;
      if (on) while (waiting.length > 0) queue.settle(true);
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return queue;
}
