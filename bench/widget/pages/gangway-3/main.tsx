// The one-button page with all three families.
import { ConnectButton, GangwayProvider } from '@gangway/react';
import { createRoot } from 'react-dom/client';
import { gangway } from './gangway.ts';

createRoot(document.getElementById('root') as HTMLElement).render(
  <GangwayProvider gangway={gangway}>
    <ConnectButton />
  </GangwayProvider>,
);
