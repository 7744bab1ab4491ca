import type { FrameClient } from '@gangway/core/internal';
import { type RefObject, useLayoutEffect, useSyncExternalStore } from 'react';

/** Whether the frame has a request waiting for the visitor, following its approvalShow / approvalHide events. */
export function useApprovalPending(client: FrameClient): boolean {
  return useSyncExternalStore(
    (changed) => {
      const stops = [client.on('approvalShow', changed), client.on('approvalHide', changed)];
      return () => {
        for (const stop of stops) stop();
      };
    },
    () => client.approvalPending,
  );
}

/**
 * Lays the frame over `area` while the view is on screen: every animation frame, so that the modal's opening
 * animation, scrolling and resizing all move it along. Hidden again when the view goes.
 */
export function useFrameArea(client: FrameClient, area: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    let last = '';
    let frame = 0;
    const track = () => {
      const { top, left, width, height } = element.getBoundingClientRect();
      const key = `${top}:${left}:${width}:${height}`;
      if (key !== last) {
        last = key;
        client.place({ top, left, width, height });
      }
      frame = requestAnimationFrame(track);
    };
    track();
    return () => {
      cancelAnimationFrame(frame);
      client.place(null);
    };
  }, [client, area]);
}
