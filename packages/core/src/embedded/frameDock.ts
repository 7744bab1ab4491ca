// Where the embedded wallet's frame lives. The React layer registers its modal's element: the frame becomes a
// light-DOM child of it, slotted (FRAME_SLOT) into ApproveTransaction's frame area, so the approval is part of the
// dialog's tree for assistive technology and for Tab. An iframe reloads when it moves, so the place is chosen once,
// when the frame is made; with no dock registered it is laid over the page instead. Kept out of the lazy embedded
// chunk: the modal registers before the frame exists.
import type { GangwayContext } from '../client/GangwayContext.ts';

/** The slot name the frame takes in the modal's shadow root. */
export const FRAME_SLOT = 'gangway-frame';

export type FrameDock = () => Element;

const docks = new WeakMap<object, FrameDock>();

/** Registers (or, with undefined, forgets) the element the instance's frame is put into when it is made. */
export function setFrameDock(ctx: Pick<GangwayContext, 'modal'>, dock: FrameDock | undefined): void {
  if (dock) docks.set(ctx.modal, dock);
  else docks.delete(ctx.modal);
}

export function frameDockOf(ctx: Pick<GangwayContext, 'modal'>): FrameDock | undefined {
  return docks.get(ctx.modal);
}
