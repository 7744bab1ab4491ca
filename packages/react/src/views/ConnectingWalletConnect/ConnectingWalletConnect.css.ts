export const connectingWalletConnectCss = `
.wc-qr--expired svg{opacity:.15}
.wc-expiry{color:var(--gw-muted);font-size:13px}
.actions a.button{text-decoration:none}
`;
