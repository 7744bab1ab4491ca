import { createGangway, type Gangway, type GangwayOptions } from '@gangway/core';
import { scheduleIdle } from '@gangway/core/internal';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { GangwayReactContext } from '../context/GangwayReactContext.ts';
import { ModalOpenerContext } from '../context/ModalOpenerContext.ts';
import { ViewPrefetchContext } from '../context/ViewPrefetchContext.ts';
import { watchOpenIntent } from '../internal/watchOpenIntent.ts';
import { ModalPortal } from '../modal/ModalPortal/ModalPortal.tsx';
import { prefetchConnect } from '../views/Connect/Connect.tsx';
import { prefetchViews } from '../views/viewLoader.ts';

/**
 * How long the prefetch of Connect's chunks and the directory's first page may wait for an idle moment after the
 * page's first paint: the page's own start-up work goes first, and a visitor's first click rarely comes sooner.
 */
const CONNECT_PREFETCH_TIMEOUT_MS = 250;

/**
 * The hidden render is one task, not a transition: a click that opens the modal meanwhile waits for the rest of it and
 * then only shows the view, where a transition's render, sliced and so longer to commit, was thrown away by the click,
 * which rendered Connect anew (155–316 ms at CPU ×4 in the bench, in 3 visits of 36).
 */
const prepare = (setWarm: (warm: boolean) => void) => () => setWarm(true);

export type GangwayProviderProps = { children?: ReactNode } & (
  | {
      /** An instance made with `createGangway(options)`, e.g. to call its actions outside React. */
      gangway: Gangway;
    }
  | {
      /** Options for an instance the provider creates once (later changes to the object are ignored). */
      options: GangwayOptions;
    }
);

/**
 * Makes a Gangway instance available to the hooks and components below it, starts wallet discovery and the
 * restoring of a stored connection after mount (nothing runs on the server), watches for open intent, loads what
 * opening Connect needs once the page is idle (the directory's first page too, unless `prefetch: 'intent'`), and
 * renders the modal on first open.
 */
export function GangwayProvider(props: GangwayProviderProps) {
  const [created] = useState(() => ('options' in props ? createGangway(props.options) : null));
  const gangway = 'gangway' in props ? props.gangway : (created as Gangway);
  const openerRef = useRef<HTMLElement | null>(null);

  // Set once the page is idle (or at open intent with `prefetch: 'intent'`): the modal renders Connect hidden then,
  // so the click that opens it only has to show it.
  const [warm, setWarm] = useState(false);

  useEffect(() => gangway.start(), [gangway]);
  // Open intent on any marked element, whoever renders it, warms the directory and the modal up.
  useEffect(() => watchOpenIntent(gangway, prepare(setWarm)), [gangway]);
  useEffect(
    () =>
      scheduleIdle(() => prefetchConnect(gangway)?.then(prepare(setWarm)), {
        timeoutMs: CONNECT_PREFETCH_TIMEOUT_MS,
        afterPaint: true,
      }),
    [gangway],
  );

  // `.Provider`: React 18 has no `<Context value>` (a peer range of ^18.2 || ^19).
  return (
    <GangwayReactContext.Provider value={gangway}>
      <ModalOpenerContext.Provider value={openerRef}>
        <ViewPrefetchContext.Provider value={prefetchViews}>
          {props.children}
          {!gangway.options.disableAppend && <ModalPortal warm={warm} />}
        </ViewPrefetchContext.Provider>
      </ModalOpenerContext.Provider>
    </GangwayReactContext.Provider>
  );
}
