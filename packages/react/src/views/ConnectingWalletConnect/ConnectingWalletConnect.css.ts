export const connectingWalletConnectCss = `
.wc-qr{position:relative;width:min(100%,280px);aspect-ratio:1;margin:4px auto 0;padding:10px;border-radius:var(--gw-radius);background:#fff}
.wc-qr svg{display:block;width:100%;height:100%}
.wc-qr__icon{position:absolute;top:50%;left:50%;display:inline-flex;padding:4px;border-radius:14px;background:#fff;transform:translate(-50%,-50%)}
.wc-qr--placeholder{display:flex;align-items:center;justify-content:center;color:#555}
.wc-qr--expired svg{opacity:.15}
.wc-expiry{color:var(--gw-muted);font-size:13px}
.actions a.button{text-decoration:none}
`;
