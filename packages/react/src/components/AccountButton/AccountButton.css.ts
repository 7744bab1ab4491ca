export const accountButtonCss = `
.gw-account-btn{padding:0 6px;padding-inline-start:14px;gap:10px}
.gw-account-btn__balance{font-variant-numeric:tabular-nums}
.gw-account-btn__address{display:inline-flex;align-items:center;gap:8px;height:34px;padding:0 12px;padding-inline-start:6px;border-radius:calc(var(--gw-radius,var(--_gw-radius))*.6);background:var(--gw-background,var(--_gw-background));font-variant-numeric:tabular-nums}
.gw-account-btn--bare{padding-inline-start:6px}
@media (max-width:767px){.gw-account-btn:has(.gw-hide-small){padding-inline-start:6px}}
`;
