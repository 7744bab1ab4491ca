const TABBABLE =
  'button:not([disabled]),a[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Elements Tab can reach inside `container`, in DOM order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden],[inert]'),
  );
}

/** Keeps Tab and Shift+Tab inside the dialog: from the last element to the first and back. */
export function trapTab(
  event: KeyboardEvent | { key: string; shiftKey: boolean; preventDefault(): void },
  dialog: HTMLElement,
): void {
  const elements = tabbableElements(dialog);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const root = dialog.getRootNode() as ShadowRoot | Document;
  const active = root.activeElement;
  const outside = !active || !dialog.contains(active) || active === dialog;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/** The focused element, looking inside open shadow roots. */
export function deepActiveElement(document: Document): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
