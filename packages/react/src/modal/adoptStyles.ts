const sheets = new Map<string, CSSStyleSheet>();
const fallbackAdopted = new WeakMap<ShadowRoot, Set<string>>();

function supportsConstructedSheets(root: ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    'replaceSync' in CSSStyleSheet.prototype
  );
}

/**
 * Adds a static stylesheet to a shadow root once: a constructed sheet shared by every root where the browser has
 * them, a <style> element otherwise.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if (supportsConstructedSheets(root)) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
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
