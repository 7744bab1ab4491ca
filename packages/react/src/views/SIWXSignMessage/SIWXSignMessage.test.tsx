import type { SiwxConfig, SiwxSession } from '@gangway/core';
import { GangwayError } from '@gangway/protocol';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectHarness, modal, renderWithGangway } from '../../testing/renderWithGangway.tsx';

/** A backend in memory that keeps what it is given. */
function memorySiwx(required = false): SiwxConfig & { kept: SiwxSession[] } {
  const kept: SiwxSession[] = [];
  return {
    kept,
    createMessage: async ({ accountAddress, chainId }) => {
      const data = {
        accountAddress,
        chainId,
        domain: 'app.example.com',
        uri: 'https://app.example.com/',
        version: '1' as const,
        nonce: 'abcdefgh1234',
        issuedAt: new Date().toISOString(),
      };
      return { ...data, toString: () => `sign in ${accountAddress}` };
    },
    addSession: async (session) => {
      kept.push(session);
    },
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
    getSessions: async (chainId, address) =>
      kept.filter((session) => session.data.chainId === chainId && session.data.accountAddress === address),
    getRequired: () => required,
  };
}

describe('SIWXSignMessage view', () => {
  it("opens right after connecting, asks the wallet at once ('Authenticating...'), and closes signed in", async () => {
    const siwx = memorySiwx();
    let release: (signature: `0x${string}`) => void = () => undefined;
    const harness = renderWithGangway(null, { siwx });
    harness.adapter.signMessage = (params) => {
      harness.adapter.calls.push({ method: 'signMessage', params });
      return new Promise((resolve) => {
        release = resolve;
      });
    };
    harness.gangway.start();
    await connectHarness(harness);
    await waitFor(() => expect(modal().getByTestId('gw-siwx-status').textContent).toBe('Authenticating...'));
    expect(modal().getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() =>
      expect(harness.adapter.calls.some((call) => call.method === 'signMessage')).toBe(true),
    );
    await act(async () => release('0xsigned'));
    await waitFor(() => expect(harness.gangway.modal.getState().open).toBe(false));
    expect(siwx.kept.map((session) => session.signature)).toEqual(['0xsigned']);
    expect(harness.gangway.getAccount().siwxSession?.signature).toBe('0xsigned');
  });

  it("a declined signature shows 'Signature declined' with Sign, which asks again", async () => {
    const siwx = memorySiwx();
    const harness = renderWithGangway(null, { siwx });
    let refuse = true;
    harness.adapter.signMessage = async () => {
      if (refuse) throw new GangwayError('USER_REJECTED');
      return '0xsecond';
    };
    harness.gangway.start();
    await connectHarness(harness);
    await waitFor(() => expect(modal().getByTestId('gw-siwx-status').textContent).toBe('Signature declined'));
    refuse = false;
    fireEvent.click(modal().getByTestId('gw-siwx-sign'));
    await waitFor(() => expect(harness.gangway.modal.getState().open).toBe(false));
    expect(siwx.kept.map((session) => session.signature)).toEqual(['0xsecond']);
  });
});
