'use client';
// The widget in a client component, as the README's Next.js section writes it.
import { createGangway, defineNetwork } from '@gangway/core';
import { evmAdapter } from '@gangway/evm';
import { GangwayButton, GangwayProvider, NetworkButton } from '@gangway/react';
import { useState } from 'react';

export function GangwayWidget(props: { apiUrl?: string; projectId: string; rpcUrl: string }) {
  const [gangway] = useState(() =>
    createGangway({
      projectId: props.projectId,
      ...(props.apiUrl ? { apiUrl: props.apiUrl } : {}),
      networks: [
        defineNetwork({
          id: 1,
          name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [props.rpcUrl] } },
        }),
      ],
      adapters: [evmAdapter()],
      walletConnect: { signClient: () => import('@walletconnect/sign-client') },
    }),
  );
  return (
    <GangwayProvider gangway={gangway}>
      <NetworkButton />
      <GangwayButton />
    </GangwayProvider>
  );
}
