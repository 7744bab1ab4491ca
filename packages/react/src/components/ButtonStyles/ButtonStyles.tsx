import { version } from 'react';
import { buttonBaseCss } from './ButtonStyles.css.ts';

/**
 * React 19 hoists a `<style href precedence>` into <head> once however many times it renders (SSR too). React 18
 * renders it in place, escaping its text on the server (`"` became `&quot;`, which the browser keeps inside
 * <style>, so hydration failed on the mismatch): there the CSS, always one of our static stylesheets, goes in raw.
 */
const HOISTS_STYLES = Number(version.split('.')[0]) >= 19;

/** A component's static stylesheet (never text from outside: it is written as is). */
export function HoistedStyle({ id, css }: { id: string; css: string }) {
  if (!HOISTS_STYLES)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: our own static stylesheets, never text from outside.
    return <style data-gangway={id} dangerouslySetInnerHTML={{ __html: css }} />;
  return (
    <style href={`gangway-${id}`} precedence="gangway">
      {css}
    </style>
  );
}

/** The shared base of the light-DOM buttons. */
export function ButtonStyles() {
  return <HoistedStyle id="button" css={buttonBaseCss} />;
}
