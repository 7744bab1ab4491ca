// The small uppercase heading over a group in a list view (GetWallet's link groups, Networks' families).
export const sectionHeadingCss = `
.section-heading{margin:0 0 2px;margin-inline-start:4px;color:var(--gw-muted);font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase}
`;
