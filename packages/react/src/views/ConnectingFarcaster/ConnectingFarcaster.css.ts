export const connectingFarcasterCss = `
.actions a.button{text-decoration:none}
`;
