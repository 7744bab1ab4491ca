export const connectingFarcasterCss = `
.fc-qr{position:relative;width:min(100%,260px);aspect-ratio:1;margin:4px auto 0;padding:10px;border-radius:var(--gw-radius);background:#fff}
.fc-qr svg{display:block;width:100%;height:100%}
.fc-qr__icon{position:absolute;top:50%;left:50%;display:inline-flex;padding:4px;border-radius:12px;background:#fff;transform:translate(-50%,-50%)}
.fc-qr--placeholder{display:flex;align-items:center;justify-content:center;color:#555}
.actions a.button{text-decoration:none}
`;
