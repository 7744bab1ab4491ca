export const profileWalletsCss = `
.profile-wallets{display:flex;flex-direction:column;gap:6px;width:100%;margin:0;padding:0;list-style:none}
.profile-wallets__row{display:flex;align-items:center;gap:10px;padding:8px;padding-inline-start:12px;border-radius:var(--gw-radius);background:var(--gw-surface)}
.profile-wallets__text{display:flex;flex:1;flex-direction:column;min-width:0;text-align:start}
.profile-wallets__family{overflow:hidden;font-weight:600;font-size:14px;white-space:nowrap;text-overflow:ellipsis}
.profile-wallets__actions{display:flex;flex-direction:column;flex-shrink:0;gap:4px}
.profile-wallets__badge{padding:4px 10px;text-align:center;border-radius:999px;background:var(--gw-background);color:var(--gw-foreground);font-size:13px;font-weight:600}
.profile-wallets__action{height:32px;padding:0 12px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-background);color:var(--gw-foreground);font-size:13px;font-weight:600;cursor:pointer}
.profile-wallets__action:disabled{cursor:default;opacity:.6}
.profile-wallets__action--danger{color:var(--gw-error)}
.profile-wallets__meta{color:var(--gw-muted);font-size:13px;font-variant-numeric:tabular-nums}
`;
