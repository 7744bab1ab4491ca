import { type CSSProperties, useState } from 'react';

const MONOGRAM_HUES = [222, 262, 292, 328, 6, 28, 152, 174, 196];

/** A stable colour per name, so a wallet without an icon keeps the same monogram colour. */
export function monogramColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return `hsl(${MONOGRAM_HUES[hash % MONOGRAM_HUES.length]} 55% 45%)`;
}

export interface BrandIconProps {
  /** Used for the monogram; the icon is decorative (the name is always shown beside it). */
  name: string;
  src?: string | undefined;
  size: number;
  shape: 'rounded' | 'circle';
  /** Load the image only when it nears the viewport (long directory lists). */
  lazy?: boolean;
}

/** A wallet or network icon, falling back to a monogram when there is no image or it fails to load. */
export function BrandIcon({ name, src, size, shape, lazy = false }: BrandIconProps) {
  const [failed, setFailed] = useState<string | undefined>();
  const showImage = src !== undefined && src !== '' && failed !== src;
  const style = {
    width: size,
    height: size,
    fontSize: Math.round(size * 0.42),
    '--gw-monogram': monogramColor(name),
  } as CSSProperties;
  return (
    <span
      className={`gw-icon gw-icon--${shape}${showImage ? ' gw-icon--image' : ''}`}
      style={style}
      aria-hidden="true"
      // The monogram is drawn by CSS, not text: a labelled control's visible text would otherwise start with it and
      // no longer match its label (WCAG 2.5.3, axe's label-content-name-mismatch).
      data-monogram={showImage ? undefined : (name.trim()[0] ?? '?').toUpperCase()}
    >
      {showImage && (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          draggable={false}
          loading={lazy ? 'lazy' : undefined}
          decoding={lazy ? 'async' : undefined}
          onError={() => setFailed(src)}
        />
      )}
    </span>
  );
}
