// ApproveTransaction inside the frame's origin (ARCHITECTURE §5.3): the host page can neither draw nor click it.
// One request at a time; the host is asked to show the frame while one waits (approvalShow / approvalHide).
// Approve arms (a bar fills the button) only after a delay and, where the browser can tell, only while the whole
// approval is visible: covered, faded or transformed by the host page, it disarms and says so (visibilityWatch.ts).
import type { SigningRequest } from './signingRequest.ts';
import { watchVisibility } from './visibilityWatch.ts';

/** Approve arms this long after a request appears (or reappears), so a click meant for the host page cannot land on it. */
export const APPROVE_ARMING_MS = 500;
/** Where the browser cannot report visibility, a longer arming: a visitor sees the bar fill before Approve works. */
export const APPROVE_ARMING_UNCHECKED_MS = 2_000;
/**
 * How long an approval may go unseen at first before the frame says why Approve is off: the modal around it takes a
 * moment to open (its animation moves and fades it, and the browser does not vouch for it until that ends).
 */
export const COVERED_NOTICE_GRACE_MS = 1_000;
export const COVERED_NOTICE =
  'Part of this request is hidden by the page. Approve is off until the whole request is visible.';

export interface ApprovalUi {
  /** Resolves true when the visitor approves, false when they reject (or the host gave up on the request). */
  ask(request: SigningRequest): Promise<boolean>;
  /** Refuses every request waiting (the host closed its modal or rejected pending requests). */
  rejectAll(): void;
}

interface Waiting {
  request: SigningRequest;
  settle(approved: boolean): void;
}

export function createApprovalUi(
  root: HTMLElement,
  hostOrigin: string,
  visibility: { show(): void; hide(): void },
): ApprovalUi {
  const queue: Waiting[] = [];
  const document = root.ownerDocument;
  let stopWatching: () => void = () => undefined;

  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
    const node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    if (className) node.className = className;
    return node;
  };

  function render(): void {
    const current = queue[0];
    stopWatching();
    root.replaceChildren();
    if (!current) {
      root.hidden = true;
      visibility.hide();
      return;
    }
    const { request } = current;
    root.hidden = false;
    // A region named by the request, not a dialog of its own: the frame sits inside the widget's modal dialog
    // (slotted into it), where a screen reader meets it as part of the modal.
    root.setAttribute('role', 'region');
    root.setAttribute('aria-labelledby', 'gw-approval-title');
    root.setAttribute('aria-describedby', 'gw-approval-origin');
    const title = element('h1', request.title);
    title.id = 'gw-approval-title';
    const from = element('p', `${new URL(hostOrigin).host} asks you to approve this request.`, 'gw-origin');
    from.id = 'gw-approval-origin';
    const details = element('dl');
    for (const [label, value] of request.details) details.append(element('dt', label), element('dd', value));
    const reject = element('button', 'Reject', 'gw-reject');
    const approve = element('button', 'Approve', 'gw-approve');
    const covered = element('p', COVERED_NOTICE, 'gw-covered');
    covered.setAttribute('role', 'status');
    covered.hidden = true;
    reject.type = 'button';
    approve.type = 'button';
    approve.disabled = true;
    let armTimer: ReturnType<typeof setTimeout> | undefined;
    const arm = (delayMs: number) => {
      approve.disabled = true;
      clearTimeout(armTimer);
      // The bar restarts: a visitor sees Approve arm.
      approve.classList.remove('gw-arming');
      void approve.offsetWidth;
      approve.style.setProperty('--gw-arming-ms', `${delayMs}ms`);
      approve.classList.add('gw-arming');
      armTimer = setTimeout(() => {
        approve.disabled = !watch.visible();
      }, delayMs);
    };
    // Checked: armed once the browser reports the whole approval visible; unchecked: after the longer delay.
    const watch = watchVisibility(root, (visible) => {
      covered.hidden = visible;
      if (visible) return arm(APPROVE_ARMING_MS);
      clearTimeout(armTimer);
      approve.disabled = true;
      approve.classList.remove('gw-arming');
    });
    if (!watch.checked) arm(APPROVE_ARMING_UNCHECKED_MS);
    // Never seen at all (covered or faded from the start): say so once the modal has had time to open.
    const noticeTimer = setTimeout(() => {
      if (!watch.visible()) covered.hidden = false;
    }, COVERED_NOTICE_GRACE_MS);
    stopWatching = () => {
      clearTimeout(armTimer);
      clearTimeout(noticeTimer);
      watch.stop();
    };
    const decide = (approved: boolean) => {
      if (queue[0] !== current) return;
      queue.shift();
      current.settle(approved);
      render();
    };
    reject.addEventListener('click', () => decide(false));
    approve.addEventListener('click', () => {
      if (!approve.disabled && watch.visible()) decide(true);
    });
    root.onkeydown = (event) => {
      if (event.key === 'Escape') decide(false);
    };
    const actions = element('div', undefined, 'gw-actions');
    actions.append(reject, approve);
    root.append(title, from, details, covered, actions);
    visibility.show();
    reject.focus();
  }

  // The host moves focus into the frame when it lays it over its view; a focus() of our own before then may have
  // been refused (a cross-origin frame without user activation), so the keyboard lands on Reject here.
  document.defaultView?.addEventListener('focus', () => {
    if (!root.hidden && !root.contains(document.activeElement))
      root.querySelector<HTMLElement>('.gw-reject')?.focus();
  });

  return {
    ask(request) {
      return new Promise<boolean>((settle) => {
        queue.push({ request, settle });
        if (queue.length === 1) render();
      });
    },
    rejectAll() {
      const waiting = queue.splice(0);
      for (const entry of waiting) entry.settle(false);
      render();
    },
  };
}
