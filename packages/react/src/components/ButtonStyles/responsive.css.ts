// hiddenOn's classes, in the stylesheets of the buttons that use them (AccountButton, NetworkButton): before the
// button's own rules, as they were in the shared base, which a page with ConnectButton alone loads without them.
export const responsiveCss = `
@media (max-width:767px){.gw-hide-small{display:none!important}.gw-sr-small{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}}
@media (min-width:768px){.gw-hide-large{display:none!important}.gw-sr-large{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}}
`;
