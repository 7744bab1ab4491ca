// The sample collections' pictures as SVG text: 16×16 pixel-art faces for the ERC-721 punks and flat icons for the
// ERC-1155 items. Deterministic; generate-nft-art.ts writes them to art/ where deployment reads them.

const BACKGROUNDS = [
  '#638596',
  '#95554f',
  '#8a6fb0',
  '#5f8f5a',
  '#c28f3d',
  '#4e6a9e',
  '#9e4e7c',
  '#3f8c8c',
  '#a86a45',
  '#6b6b6b',
  '#7a9e4e',
  '#b05a5a',
];
const SKINS = ['#f1c9a5', '#c68e63', '#8d5a3b', '#e0b589', '#7fb4a0'];
const HAIR = ['#2b1b0e', '#d6a23a', '#b33a3a', '#3a3a3a', '#e8e8e8', '#3a62b3'];
const INK = '#1d1d1d';

export type PunkStyle = 'cap' | 'mohawk' | 'long' | 'bald';
const STYLES: readonly PunkStyle[] = ['cap', 'mohawk', 'long', 'bald'];

export interface PunkTraits {
  background: string;
  skin: string;
  hair: string;
  style: PunkStyle;
  glasses: boolean;
}

/** The traits of punk `tokenId` (1-based); they also go into its metadata attributes. */
export function punkTraits(tokenId: number): PunkTraits {
  const i = tokenId - 1;
  return {
    background: BACKGROUNDS[i % BACKGROUNDS.length] ?? INK,
    skin: SKINS[(i * 3) % SKINS.length] ?? INK,
    hair: HAIR[(i * 5 + 1) % HAIR.length] ?? INK,
    style: STYLES[i % STYLES.length] ?? 'bald',
    glasses: i % 3 === 1,
  };
}

const HAIR_PATHS: Readonly<Record<PunkStyle, string>> = {
  cap: 'M4 3h8v2H4zM11 4h2v1h-2z',
  mohawk: 'M7 1h2v4H7z',
  long: 'M4 3h8v2H4zM4 5h1v8H4zM11 5h1v8h-1z',
  bald: '',
};

export function punkSvg(tokenId: number, title: string): string {
  const traits = punkTraits(tokenId);
  const hair = HAIR_PATHS[traits.style];
  const eyes = traits.glasses ? 'M5 7h6v1H5z' : 'M6 7h1v1H6zM9 7h1v1H9z';
  return svg(title, [
    `<rect width="16" height="16" fill="${traits.background}"/>`,
    `<path fill="${traits.skin}" d="M5 4h6v9H5zM6 13h3v3H6z"/>`,
    hair ? `<path fill="${traits.hair}" d="${hair}"/>` : '',
    `<path fill="${INK}" d="${eyes}M7 10h2v1H7z"/>`,
  ]);
}

export const ITEM_KINDS = ['boarding-pass', 'rope', 'anchor', 'life-ring'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

const ITEM_SHAPES: Readonly<Record<ItemKind, readonly string[]>> = {
  'boarding-pass': [
    '<rect width="16" height="16" fill="#2f4f6f"/>',
    '<path fill="#f4efe1" d="M2 4h12v8H2z"/>',
    '<path fill="#2f4f6f" d="M10 4h1v8h-1zM3 6h5v1H3zM3 8h4v1H3zM12 6h1v4h-1z"/>',
  ],
  rope: [
    '<rect width="16" height="16" fill="#6f8f4f"/>',
    '<path fill="#d8b26e" d="M3 3h10v10H3z"/>',
    '<path fill="#6f8f4f" d="M5 5h6v6H5z"/>',
    '<path fill="#d8b26e" d="M7 7h2v2H7z"/>',
  ],
  anchor: [
    '<rect width="16" height="16" fill="#1f3f5f"/>',
    '<path fill="#c9d3dd" d="M7 2h2v2H7zM5 4h6v1H5zM7 5h2v8H7zM3 10h1v2H3zM12 10h1v2h-1zM4 12h3v1H4zM9 12h3v1H9z"/>',
  ],
  'life-ring': [
    '<rect width="16" height="16" fill="#3f7f9f"/>',
    '<path fill="#f4f4f4" d="M4 2h8v2H4zM4 12h8v2H4zM2 4h2v8H2zM12 4h2v8h-2z"/>',
    '<path fill="#d94141" d="M4 2h2v2H4zM10 12h2v2h-2zM2 10h2v2H2zM12 4h2v2h-2z"/>',
  ],
};

export function itemSvg(kind: ItemKind, title: string): string {
  return svg(title, ITEM_SHAPES[kind]);
}

/** `title` is plain text of this module's callers (token names), so it needs no escaping. */
function svg(title: string, parts: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" width="320" height="320" shape-rendering="crispEdges"><title>${title}</title>${parts.join('')}</svg>\n`;
}
