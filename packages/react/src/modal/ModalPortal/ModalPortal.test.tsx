// The modal's element is where the embedded wallet's frame lives (core's frameDock.ts): it is made when the frame
// needs it, before any opening, the modal then opens in it, and it stays with the frame when the provider goes.
import type { FrameDockHolder } from '@gangway/core/internal';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GangwayProvider } from '../../GangwayProvider/GangwayProvider.tsx';
import { createHarness, modalElement, settle } from '../../testing/renderWithGangway.tsx';
import { MODAL_ELEMENT_NAME } from '../createModalHost.ts';

const dockOf = (gangway: { modal: object }) => (gangway.modal as FrameDockHolder).frameDock;

describe('ModalPortal and the frame dock', () => {
  it("gives the frame the modal's element before any opening, and opens the modal in that element", async () => {
    const { gangway } = createHarness();
    render(<GangwayProvider gangway={gangway} />);
    expect(document.querySelector(MODAL_ELEMENT_NAME)).toBeNull();
    const dock = dockOf(gangway)?.();
    expect(dock?.tagName.toLowerCase()).toBe(MODAL_ELEMENT_NAME);
    dock?.append(document.createElement('span') /* stands in for the frame's iframe */);
    act(() => gangway.open());
    await settle(1);
    expect(modalElement()).toBe(dock);
    expect(document.querySelectorAll(MODAL_ELEMENT_NAME)).toHaveLength(1);
  });

  it('keeps the element holding the frame when the provider goes, and uses it again when it comes back', async () => {
    const { gangway } = createHarness();
    const first = render(<GangwayProvider gangway={gangway} />);
    const dock = dockOf(gangway)?.() as Element;
    const frame = dock.appendChild(document.createElement('span') /* stands in for the frame's iframe */);
    act(() => gangway.open());
    await settle(1);
    first.unmount();
    expect(frame.isConnected).toBe(true);
    render(<GangwayProvider gangway={gangway} />);
    act(() => gangway.open());
    await settle(1);
    expect(modalElement()).toBe(dock);
    expect(dockOf(gangway)?.()).toBe(dock);
  });

  it('removes an element without the frame when the provider goes', async () => {
    const { gangway } = createHarness();
    const view = render(<GangwayProvider gangway={gangway} />);
    act(() => gangway.open());
    await settle(1);
    const element = modalElement();
    view.unmount();
    expect(element?.isConnected).toBe(false);
  });
});
