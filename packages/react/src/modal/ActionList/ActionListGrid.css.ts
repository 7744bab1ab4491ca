// Only AllWallets lays its list out as a grid: these rules load with its stylesheet, ahead of its own (not with the
// modal's, which every page loads).
export const actionListGridCss = `
.list--grid{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:8px 6px}
.list--grid .item{flex-direction:column;justify-content:center;gap:8px;min-height:96px;padding:12px 4px 10px;background:transparent;text-align:center}
.list--grid .item:hover{background:var(--gw-surface)}
.list--grid .item__label{width:100%;font-size:12px;text-align:center}
.list--grid .item__tag{display:none}
.list--grid .skeleton{background:var(--gw-surface)}
.list--grid .skeleton--icon{width:56px;height:56px}
.list--grid .skeleton--text{width:64%;height:10px;margin-top:4px}
`;
