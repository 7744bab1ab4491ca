export const qrSquareCss = `
.gw-qr{position:relative;width:min(100%,280px);aspect-ratio:1;margin:4px auto 0;padding:10px;border-radius:var(--gw-radius);background:#fff}
.gw-qr svg{display:block;width:100%;height:100%}
.gw-qr__mark{position:absolute;top:50%;left:50%;display:inline-flex;padding:4px;border-radius:14px;background:#fff;transform:translate(-50%,-50%)}
.gw-qr--placeholder{display:flex;align-items:center;justify-content:center;color:#555}
`;
