export const qrActionsCss = `
.actions a.button{text-decoration:none}
`;
