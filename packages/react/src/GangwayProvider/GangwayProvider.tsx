import { createGangway, type Gangway, type GangwayOptions } from '@gangway/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { GangwayReactContext } from '../context/GangwayReactContext.ts';
import { ModalOpenerContext } from '../context/ModalOpenerContext.ts';
import { ViewPrefetchContext } from '../context/ViewPrefetchContext.ts';
import { watchOpenIntent } from '../internal/watchOpenIntent.ts';
import { ModalPortal } from '../modal/ModalPortal/ModalPortal.tsx';
import { prefetchConnect } from '../views/Connect/Connect.tsx';
import { prefetchViews } from '../views/viewLoader.ts';

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
 * restoring of a stored connection after mount (nothing runs on the server), watches for open intent (then loads
 * what opening Connect runs), and renders the modal on first open.
 */
export function GangwayProvider(props: GangwayProviderProps) {
  const [created] = useState(() => ('options' in props ? createGangway(props.options) : null));
  const gangway = 'gangway' in props ? props.gangway : (created as Gangway);
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => gangway.start(), [gangway]);
  // Open intent on any marked element, whoever renders it: the directory's first page is asked for and what opening
  // Connect runs loads. Not before: a visitor who never points at a Connect button loads nothing more than the page.
  useEffect(
    () =>
      watchOpenIntent(() => {
        gangway.warmUp();
        prefetchConnect(gangway);
      }),
    [gangway],
  );

  // `.Provider`: React 18 has no `<Context value>` (a peer range of ^18.2 || ^19).
  return (
    <GangwayReactContext.Provider value={gangway}>
      <ModalOpenerContext.Provider value={openerRef}>
        <ViewPrefetchContext.Provider value={prefetchViews}>
          {props.children}
          {!gangway.options.disableAppend && <ModalPortal />}
        </ViewPrefetchContext.Provider>
      </ModalOpenerContext.Provider>
    </GangwayReactContext.Provider>
  );
}
