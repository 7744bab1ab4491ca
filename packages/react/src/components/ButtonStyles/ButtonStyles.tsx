import { buttonBaseCss } from './ButtonStyles.css.ts';

/** A component's static stylesheet, hoisted into <head> once by React however many times it renders (SSR too). */
export function HoistedStyle({ id, css }: { id: string; css: string }) {
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
