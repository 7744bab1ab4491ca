export const legalFooterCss = '.legal a{color:var(--gw-foreground)}';
