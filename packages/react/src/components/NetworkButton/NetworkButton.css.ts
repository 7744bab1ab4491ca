export const networkButtonCss = `
.gw-network-btn{padding:0 14px;padding-inline-start:10px}
@media (max-width:767px){.gw-network-btn:has(.gw-sr-small){padding:0 10px}}
.gw-network-btn[data-unsupported]{color:var(--gw-warning,var(--_gw-warning));border-color:currentColor}
`;
