import { type SwapApi, swapErrorCode } from '@gangway/core/internal';
import type { SwapKind, SwapQuote, SwapToken } from '@gangway/protocol';
import { useCallback, useEffect, useState } from 'react';

/** How long typing may pause before a quote is asked: one request per amount, not per keystroke. */
const QUOTE_DEBOUNCE_MS = 300;

export interface QuoteInput {
  api: SwapApi;
  from: SwapToken;
  to: SwapToken;
  amount: bigint;
  kind: SwapKind;
  userAddress: string;
}

export type QuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: SwapQuote; receivedAt: number; input: QuoteInput }
  | { status: 'failed'; code: string | undefined; error: unknown };

/** The quote of what the visitor typed, asked again whenever it changes; `refresh` asks for a new one now. */
export function useSwapQuote(input: QuoteInput | undefined): {
  state: QuoteState;
  refresh: () => Promise<QuoteState>;
} {
  const [state, setState] = useState<QuoteState>({ status: 'idle' });
  const ask = useCallback(async (asked: QuoteInput): Promise<QuoteState> => {
    try {
      const quote = await asked.api.quote({
        from: asked.from.address,
        to: asked.to.address,
        amount: asked.amount,
        kind: asked.kind,
        userAddress: asked.userAddress,
      });
      return { status: 'ready', quote, receivedAt: Date.now(), input: asked };
    } catch (error) {
      return { status: 'failed', code: swapErrorCode(error), error };
    }
  }, []);

  useEffect(() => {
    if (!input) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      void ask(input).then((next) => {
        if (current) setState(next);
      });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [input, ask]);

  const refresh = useCallback(async () => {
    if (!input) return { status: 'idle' } as const;
    const next = await ask(input);
    setState(next);
    return next;
  }, [input, ask]);

  return { state, refresh };
}
