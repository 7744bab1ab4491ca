// Tests' reader of the base64 data: URIs the sample collections return.

export function decodeDataUri(uri: string): { mediaType: string; text: string } {
  const match = /^data:([^;,]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(uri);
  if (!match) throw new Error(`Not a base64 data: URI: ${uri.slice(0, 60)}`);
  return { mediaType: match[1] ?? '', text: Buffer.from(match[2] ?? '', 'base64').toString('utf8') };
}

export interface DecodedMetadata {
  name: string;
  description: string;
  image: string;
  attributes: { trait_type: string; value: string }[];
}

/** The metadata JSON of a tokenURI / uri answer, with its image decoded to SVG text. */
export function decodeMetadata(uri: string): { metadata: DecodedMetadata; imageType: string; svg: string } {
  const json = decodeDataUri(uri);
  if (json.mediaType !== 'application/json') throw new Error(`Metadata is ${json.mediaType}`);
  const metadata = JSON.parse(json.text) as DecodedMetadata;
  const image = decodeDataUri(metadata.image);
  return { metadata, imageType: image.mediaType, svg: image.text };
}
