export const unsupportedChainCss = `
.unsupported-icon{display:inline-flex;align-items:center;justify-content:center;width:64px;height:64px;margin-top:8px;border-radius:50%;background:color-mix(in srgb,var(--gw-warning) 14%,var(--gw-background));color:var(--gw-warning)}
.unsupported-list{width:100%;margin-top:4px;text-align:start}
`;
