// Finds what a visitor would see as broken layout in the open dialog: text that overlaps other text or an icon, text
// cut off by a box that clips it, text spilling out of the box it sits in (a button, a row, a tab), and a view that
// scrolls sideways. Ellipsis truncation is by design and passes; so is text hidden for screen readers only.
import type { Page } from '@playwright/test';

/** One line per problem, naming the texts involved; empty when the layout holds. */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[role="dialog"]');
    if (!dialog) return ['no open dialog'];
    const TOLERANCE = 1;
    const problems: string[] = [];
    const style = (element: Element) => getComputedStyle(element);
    const ancestors = (element: Element): Element[] => {
      const chain: Element[] = [];
      for (let each: Element | null = element; each && each !== dialog; each = each.parentElement)
        chain.push(each);
      return chain;
    };
    // Hidden on purpose: the visually hidden text for screen readers (clipped to nothing), or not shown at all.
    const shown = (element: Element) =>
      ancestors(element).every((each) => {
        const css = style(each);
        return (
          css.visibility !== 'hidden' && css.clip === 'auto' && css.clipPath === 'none' && css.opacity !== '0'
        );
      });
    const label = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
    const inside = (inner: DOMRect, outer: DOMRect, axes: 'x' | 'xy') =>
      inner.left >= outer.left - TOLERANCE &&
      inner.right <= outer.right + TOLERANCE &&
      (axes === 'x' || (inner.top >= outer.top - TOLERANCE && inner.bottom <= outer.bottom + TOLERANCE));
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;
    const visibleBox = (css: CSSStyleDeclaration) =>
      (css.backgroundColor !== 'rgba(0, 0, 0, 0)' && css.backgroundColor !== 'transparent') ||
      Number.parseFloat(css.borderTopWidth) > 0 ||
      Number.parseFloat(css.borderLeftWidth) > 0;

    const texts: { element: Element; rect: DOMRect; text: string }[] = [];
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const element = node.parentElement;
      if (!text || !element || !shown(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const full of range.getClientRects()) {
        if (full.width < 1 || full.height < 1) continue;
        // What a visitor sees of the text: an ellipsis box (truncation by design) shows only its own width of it.
        let rect = full;
        let spilled = false;
        for (const box of ancestors(element)) {
          const css = style(box);
          const boxRect = box.getBoundingClientRect();
          if (css.overflowX !== 'visible') {
            if (css.textOverflow === 'ellipsis') {
              const left = Math.max(rect.left, boxRect.left);
              rect = new DOMRect(
                left,
                rect.top,
                Math.max(0, Math.min(rect.right, boxRect.right) - left),
                rect.height,
              );
            } else if (
              !inside(rect, boxRect, css.overflowY === 'auto' || css.overflowY === 'scroll' ? 'x' : 'xy')
            ) {
              // Cut by a box that hides overflow; a scrolling box only clips sideways (down is scrolling).
              problems.push(
                `${label(text)} is clipped by <${box.tagName.toLowerCase()} class="${box.className}">`,
              );
            }
          }
          // Spilling: out of the nearest box a visitor sees (a button, a row, a pill).
          if (!spilled && visibleBox(css)) {
            spilled = true;
            if (!inside(rect, boxRect, 'xy'))
              problems.push(
                `${label(text)} spills out of <${box.tagName.toLowerCase()} class="${box.className}">`,
              );
          }
        }
        if (rect.width >= 1) texts.push({ element, rect, text });
      }
    }
    for (let a = 0; a < texts.length; a++) {
      for (let b = a + 1; b < texts.length; b++) {
        const first = texts[a];
        const second = texts[b];
        if (!first || !second || first.element === second.element) continue;
        if (first.element.contains(second.element) || second.element.contains(first.element)) continue;
        if (overlap(first.rect, second.rect))
          problems.push(`${label(first.text)} overlaps ${label(second.text)}`);
      }
    }
    // Icons and images: no text may run into them, but a decorative letter (a monogram drawn on a QR code) may.
    for (const icon of dialog.querySelectorAll('svg, img')) {
      if (!shown(icon) || icon.parentElement?.closest('svg')) continue;
      const rect = icon.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) continue;
      for (const text of texts)
        if (!text.element.closest('[aria-hidden="true"]') && overlap(rect, text.rect))
          problems.push(`${label(text.text)} overlaps an icon`);
    }
    for (const view of dialog.querySelectorAll('.view'))
      if (view.scrollWidth > view.clientWidth + TOLERANCE) problems.push('the view scrolls sideways');
    return [...new Set(problems)];
  });
}
