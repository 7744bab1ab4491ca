// The one-script-tag bundle of @gangway/elements on gangway-server: where it is served and the entry's file name
// (the bundle's build writes it, the server serves it, the README's tag points at it).

/** A new major version of the bundle's API gets a new path (v2); a server upgrade may change the bytes under it. */
export const WIDGET_PATH = '/widget/v1';
export const WIDGET_ENTRY_FILE = 'gangway.js';
/** The lazy chunks, beside the entry (the entry imports them relatively). */
export const WIDGET_CHUNKS_DIR = 'chunks';
