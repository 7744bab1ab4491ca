import { loadSiwx, type SiwxState } from '@gangway/core/internal';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useGangway } from '../hooks/useGangway.ts';

// Core's sign-in flow comes with loadSiwx() (an import()): only pages that set `siwx` ever load it.
export type SiwxModule = Awaited<ReturnType<typeof loadSiwx>>;

const IDLE: SiwxState = { status: 'idle' };
const noop = () => undefined;

/** Core's sign-in flow, loaded on first use when `siwx` or `siweConfig` is set (undefined until it is, or never). */
export function useSiwxModule(): SiwxModule | undefined {
  const gangway = useGangway();
  const enabled = gangway.options.siwx !== undefined || gangway.options.siweConfig !== undefined;
  const [module, setModule] = useState<SiwxModule>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadSiwx().then(
      (loaded) => live && setModule(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return module;
}

/** This widget's sign-in state; idle until the flow is loaded. */
export function useSiwxState(module: SiwxModule | undefined): SiwxState {
  const gangway = useGangway();
  const store = module?.siwxOf(gangway).store;
  return useSyncExternalStore(
    (listener) => store?.subscribe(listener) ?? noop,
    () => store?.getState() ?? IDLE,
    () => IDLE,
  );
}
