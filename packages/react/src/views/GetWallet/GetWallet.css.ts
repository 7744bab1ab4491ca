export const getWalletCss = `
.get-wallet__icon{margin:6px 0 0}
.get-wallet__groups{display:flex;flex-direction:column;gap:12px;width:100%;margin-top:4px;text-align:start}
.get-wallet__group{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;border:0}
.link-list{display:flex;flex-direction:column;gap:6px;margin:0;padding:0;list-style:none}
.link-list--pair{display:grid;grid-template-columns:repeat(2,minmax(0,1fr))}
.link-row{display:flex;align-items:center;gap:10px;min-height:48px;padding:7px 12px;padding-inline-start:8px;border-radius:var(--gw-radius);background:var(--gw-surface);color:var(--gw-foreground);font-weight:500;text-decoration:none;transition:background-color .15s}
.link-row:hover{background:var(--gw-surface-hover)}
.link-row__glyph{display:inline-flex;flex:none;align-items:center;justify-content:center;width:32px;height:32px;border-radius:10px;background:var(--gw-background);color:var(--gw-accent)}
.link-row__label{flex:1;min-width:0}
.link-row__name{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;unicode-bidi:plaintext;text-align:var(--_gw-start)}
.link-row__detail{display:block;overflow:hidden;color:var(--gw-muted);font-size:13px;font-weight:400;text-overflow:ellipsis;white-space:nowrap}
.link-row__badge{flex:none;padding:3px 8px;border-radius:999px;background:color-mix(in srgb,var(--gw-accent) 16%,var(--gw-background));color:var(--gw-foreground);font-size:12px;font-weight:600}
.link-row__trailing{display:inline-flex;flex:none;color:var(--gw-muted)}
.link-list--pair .link-row__trailing{display:none}
`;
