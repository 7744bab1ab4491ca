import { buttonBaseCss } from './ButtonStyles.css.ts';

/**
 * A component's static stylesheet (never text from outside: it is written as is), rendered in place. Not React 19's
 * hoisted `<style href precedence>`: React 18 renders that in place too, escaping its text on the server (`"` became
 * `&quot;`, which the browser keeps inside <style>, so hydration failed), and one way for both costs fewer bytes.
 */
export function HoistedStyle({ id, css }: { id: string; css: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own static stylesheets, never text from outside.
  return <style data-gangway={id} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** The shared base of the light-DOM buttons. */
export function ButtonStyles() {
  return <HoistedStyle id="button" css={buttonBaseCss} />;
}
