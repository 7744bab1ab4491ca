export const modalHeaderCss = `
.header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;gap:8px;padding:14px 14px 6px}
.title{margin:0;text-align:center;font-size:16px;font-weight:600;letter-spacing:-.01em;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.icon-button{display:inline-flex;align-items:center;justify-content:center;width:36px;height:36px;padding:0;border:0;border-radius:50%;background:transparent;color:var(--gw-muted);cursor:pointer;transition:background-color .15s,color .15s}
.icon-button:hover{background:var(--gw-surface);color:var(--gw-foreground)}
`;
