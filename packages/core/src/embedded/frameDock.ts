// Where the embedded wallet's frame lives. The React layer registers its modal's element: the frame becomes a
// light-DOM child of it, slotted (frameClient.ts's FRAME_SLOT) into ApproveTransaction's frame area, so the approval
// is part of the dialog's tree for assistive technology and for Tab. An iframe reloads when it moves, so the place is
// chosen once, when the frame is made; with no dock registered it is laid over the page instead. Kept out of the lazy
// embedded chunk (the modal registers before the frame exists), and small: it is in the initial bundle.
import type { GangwayContext } from '../client/GangwayContext.ts';

export type FrameDock = () => Element;

/** The instance's modal store carries its dock beside its state: the UI layer sets it, the frame's mount reads it. */
export interface FrameDockHolder {
  frameDock?: FrameDock;
}

/** Registers the element the instance's frame is put into when it is made (for the instance's life). */
export function setFrameDock(ctx: Pick<GangwayContext, 'modal'>, dock: FrameDock): void {
  (ctx.modal as FrameDockHolder).frameDock = dock;
}
