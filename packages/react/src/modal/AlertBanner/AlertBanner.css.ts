export const alertBannerCss = `
.alert{display:flex;gap:10px;align-items:flex-start;margin:4px 16px 8px;padding:10px 12px;border-radius:calc(var(--gw-radius)*.75);background:color-mix(in srgb,var(--gw-alert-color) 12%,var(--gw-background));color:var(--gw-foreground);font-size:13px}
.alert[data-variant=error]{--gw-alert-color:var(--gw-error)}
.alert[data-variant=warning]{--gw-alert-color:var(--gw-warning)}
.alert[data-variant=info]{--gw-alert-color:var(--gw-accent)}
.alert__text{flex:1;min-width:0}
.alert__title{display:block;font-weight:600}
.alert .icon-button{width:24px;height:24px;flex:none}
`;
