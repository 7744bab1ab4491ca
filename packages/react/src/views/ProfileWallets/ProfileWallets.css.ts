export const profileWalletsCss = `
.profile-wallets{display:flex;flex-direction:column;gap:6px;width:100%;margin:0;padding:0;list-style:none}
.profile-wallets__row{display:flex;align-items:center;gap:10px;padding:8px;padding-inline-start:12px;border-radius:var(--gw-radius);background:var(--gw-surface)}
.profile-wallets__text{display:flex;flex:1;flex-direction:column;min-width:0;text-align:start}
.profile-wallets__family{font-weight:600;font-size:14px}
.profile-wallets__meta{color:var(--gw-muted);font-size:13px;font-variant-numeric:tabular-nums}
`;
