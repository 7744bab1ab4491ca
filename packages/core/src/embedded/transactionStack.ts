// SPEC §4 "Signing or transaction requests" for the embedded wallet, on the host side: every RPC request of the
// embedded providers goes through here. Views that push a step (name registration, ApproveTransaction) push an
// entry; the outcome of a request pops it, or closes the modal when none is pushed.
import {
  ALERTS,
  EmbeddedWalletError,
  ERROR_MESSAGES,
  MAX_PENDING_TRANSACTIONS,
  NOT_ALLOWED_MESSAGE_DELAY_MS,
  RPC_ERROR_CODES,
  rpcMethodKind,
} from '@gangway/protocol';

export interface StackEntry {
  onSuccess?(result: unknown): void;
  onError?(error: unknown): void;
  /** Cancelling the step (e.g. back to RegisterAccountName). */
  onCancel?(): void;
}

export interface TransactionStackHooks {
  closeModal(): void;
  /** After an unsafe request succeeded (SPEC §4: the native balance is refreshed). */
  refreshNativeBalance(): void;
  /** Rejects the unsafe requests still waiting (in the frame and in the client). Safe ones are never aborted. */
  rejectPending(error: Error): void;
  /** An unknown method: the modal opens and the error is logged at once… */
  openForNotAllowed(method: string): void;
  /** …and NOT_ALLOWED_MESSAGE_DELAY_MS later the not-allowed message shows. */
  showNotAllowed(): void;
}

export interface TransactionStack {
  /** Runs one RPC request under SPEC §4's rules. */
  run<T>(method: string, execute: () => Promise<T>): Promise<T>;
  push(entry: StackEntry): void;
  readonly size: number;
  /** Unsafe requests sent and not yet answered. */
  readonly pending: number;
  /** SPEC §4: closing the modal with an empty stack rejects pending RPC requests. */
  modalClosed(): void;
}

export function createTransactionStack(hooks: TransactionStackHooks): TransactionStack {
  const entries: StackEntry[] = [];
  let pending = 0;
  /** Rejections of the not-allowed flow: they must not close the modal that shows its message. */
  const notAllowedRejections = new WeakSet<object>();

  const settle = (outcome: { ok: true; result: unknown } | { ok: false; error: unknown }) => {
    const top = entries.pop();
    if (!top) return hooks.closeModal();
    if (outcome.ok) top.onSuccess?.(outcome.result);
    else top.onError?.(outcome.error);
  };

  return {
    async run(method, execute) {
      const kind = rpcMethodKind(method);
      if (kind === 'unknown') {
        hooks.openForNotAllowed(method);
        console.error(`[Gangway] ${ALERTS.RPC_CALL_NOT_ALLOWED.shortMessage}: ${method}`);
        setTimeout(() => {
          hooks.showNotAllowed();
          const rejection = new EmbeddedWalletError(ALERTS.RPC_CALL_NOT_ALLOWED.shortMessage, {
            code: RPC_ERROR_CODES.UNSUPPORTED_METHOD,
          });
          notAllowedRejections.add(rejection);
          hooks.rejectPending(rejection);
        }, NOT_ALLOWED_MESSAGE_DELAY_MS);
        throw new EmbeddedWalletError(ALERTS.RPC_CALL_NOT_ALLOWED.shortMessage, {
          code: RPC_ERROR_CODES.UNSUPPORTED_METHOD,
        });
      }
      if (kind === 'safe') return execute();
      if (pending >= MAX_PENDING_TRANSACTIONS) {
        throw new EmbeddedWalletError(
          `${ERROR_MESSAGES.RATE_LIMITED}: at most ${MAX_PENDING_TRANSACTIONS} pending requests`,
          { code: RPC_ERROR_CODES.LIMIT_EXCEEDED },
        );
      }
      pending++;
      try {
        const result = await execute();
        hooks.refreshNativeBalance();
        settle({ ok: true, result });
        return result;
      } catch (error) {
        if (!(error instanceof Object && notAllowedRejections.has(error))) settle({ ok: false, error });
        throw error;
      } finally {
        pending--;
      }
    },
    push: (entry) => {
      entries.push(entry);
    },
    get size() {
      return entries.length;
    },
    get pending() {
      return pending;
    },
    modalClosed() {
      if (entries.length === 0 && pending > 0)
        hooks.rejectPending(
          new EmbeddedWalletError(ERROR_MESSAGES.MODAL_CLOSED, { code: RPC_ERROR_CODES.USER_REJECTED }),
        );
    },
  };
}
