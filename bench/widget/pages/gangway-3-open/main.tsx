// The three-family page with the integrator's own button instead of ConnectButton.
import { GangwayProvider } from '@gangway/react';
import { createRoot } from 'react-dom/client';
import { gangway } from '../gangway-3/gangway.ts';
import { IntegratorButton } from '../shared/IntegratorButton.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(
  <GangwayProvider gangway={gangway}>
    <IntegratorButton />
  </GangwayProvider>,
);
