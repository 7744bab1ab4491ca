export const brandIconCss = `
.gw-icon{display:inline-flex;flex:none;align-items:center;justify-content:center;overflow:hidden;background:var(--gw-monogram,#868e96);color:#fff;font-weight:700;line-height:1;user-select:none}
.gw-icon[data-monogram]::before{content:attr(data-monogram)}
.gw-icon--rounded{border-radius:28%}
.gw-icon--circle{border-radius:50%}
.gw-icon--image{background:transparent}
.gw-icon img{display:block;width:100%;height:100%;object-fit:cover}
`;
