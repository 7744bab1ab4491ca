const sheets = new Map<string, CSSStyleSheet>();
const fallbackAdopted = new WeakMap<ShadowRoot, Set<string>>();

/**
 * The constructed sheet for `css` that every shadow root shares, parsed on the first call (undefined where the
 * browser has no constructed sheets). Calling it while the page is idle keeps the parsing out of the click that
 * adopts it.
 */
export function constructedSheet(css: string): CSSStyleSheet | undefined {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return undefined;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds a static stylesheet to a shadow root once: a constructed sheet shared by every root where the browser has
 * them, a <style> element otherwise.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  const sheet = 'adoptedStyleSheets' in root ? constructedSheet(css) : undefined;
  if (sheet) {
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const adopted = fallbackAdopted.get(root) ?? new Set<string>();
  fallbackAdopted.set(root, adopted);
  if (adopted.has(css)) return;
  adopted.add(css);
  const style = root.ownerDocument.createElement('style');
  style.textContent = css;
  root.prepend(style);
}
