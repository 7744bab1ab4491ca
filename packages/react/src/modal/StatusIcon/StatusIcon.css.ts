export const statusIconCss = `
.status-icon{position:relative;display:inline-flex;align-items:center;justify-content:center;width:104px;height:104px;margin:12px 0 4px}
.status-icon__ring{position:absolute;inset:0;border-radius:32%;border:3px solid var(--gw-surface-hover)}
.status-icon[data-state=pending] .status-icon__ring{border-top-color:var(--gw-accent);border-radius:50%;animation:gw-spin 1s linear infinite}
.status-icon[data-state=error] .status-icon__ring{border-color:color-mix(in srgb,var(--gw-error) 45%,transparent)}
.status-icon__badge{position:absolute;inset-inline-end:6px;bottom:6px;display:inline-flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:50%;border:3px solid var(--gw-background);color:#fff}
.status-icon[data-state=error] .status-icon__badge{background:var(--gw-error);color:var(--gw-background)}
.status-icon[data-state=success] .status-icon__badge{background:var(--gw-success);color:var(--gw-background)}
`;
