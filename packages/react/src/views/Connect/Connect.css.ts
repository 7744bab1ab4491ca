export const connectCss = `
.empty{display:flex;flex-direction:column;align-items:center;gap:6px;padding:20px 12px 12px;text-align:center}
.empty__icon{display:inline-flex;align-items:center;justify-content:center;width:56px;height:56px;margin-bottom:6px;border-radius:50%;background:var(--gw-surface);color:var(--gw-muted)}
.empty__title{margin:0;font-weight:600}
.legal{margin:4px 0 0;color:var(--gw-muted);font-size:13px;text-align:center}
.all-wallets-icon{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:28%;background:var(--gw-background);color:var(--gw-accent)}
`;
