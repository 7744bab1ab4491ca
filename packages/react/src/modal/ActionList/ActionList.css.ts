export const actionListCss = `
.list{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none}
.item{display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding:8px;padding-inline-end:12px;border:0;border-radius:var(--gw-radius);background:var(--gw-surface);text-align:start;font-weight:500;cursor:pointer;transition:background-color .15s,transform .1s}
.item:hover{background:var(--gw-surface-hover)}
.item:active{transform:scale(.985)}
.item:disabled{cursor:default;opacity:.6;transform:none}
.item[aria-current=true]{background:color-mix(in srgb,var(--gw-accent) 10%,var(--gw-surface))}
.item__label{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;unicode-bidi:plaintext;text-align:var(--_gw-start)}
.item__tag{flex:none;padding:3px 8px;border-radius:999px;background:var(--gw-background);color:var(--gw-muted);font-size:12px;font-weight:500}
.item__trailing{display:inline-flex;flex:none;color:var(--gw-muted)}
.item[aria-current=true] .item__trailing{color:var(--gw-accent)}
.item--placeholder{cursor:default;pointer-events:none}
.skeleton{display:block;flex:none;border-radius:8px;background:var(--gw-surface-hover);animation:gw-pulse 1.4s ease-in-out infinite}
.skeleton--icon{width:40px;height:40px;border-radius:28%}
.skeleton--text{width:38%;height:12px}
@keyframes gw-pulse{50%{opacity:.5}}
`;
