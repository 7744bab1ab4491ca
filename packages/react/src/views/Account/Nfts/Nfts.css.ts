export const nftsCss = `
.nfts{display:flex;flex-direction:column;gap:10px;width:100%;text-align:start}
.nft-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:8px;margin:0;padding:0;list-style:none}
.nft{display:flex;flex-direction:column;gap:6px;padding:6px;border-radius:var(--gw-radius);background:var(--gw-surface)}
.nft__image{width:100%;aspect-ratio:1;border-radius:calc(var(--gw-radius) - 4px);background:var(--gw-surface-hover);object-fit:cover}
.nft__name,.nft__collection{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;unicode-bidi:plaintext;text-align:var(--_gw-start)}
.nft__name{font-size:13px;font-weight:600}
.nft__collection{color:var(--gw-muted);font-size:12px}
`;
