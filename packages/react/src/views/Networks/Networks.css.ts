export const networksCss = `
.network-family{display:flex;flex-direction:column;gap:4px}
`;
