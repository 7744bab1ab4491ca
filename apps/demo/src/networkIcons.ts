// Simple marks for the demo's networks (inline SVG, so the page loads no image from the network).
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`)}`;

export const NETWORK_ICONS: Readonly<Record<number | 'solana' | 'bitcoin', string>> = {
  1: svg(
    '<circle cx="16" cy="16" r="16" fill="#627eea"/><path d="M16 5v8.1l6.9 3.1z" fill="#fff" fill-opacity=".6"/><path d="M16 5 9.1 16.2l6.9-3.1z" fill="#fff"/><path d="M16 21.5v5.5l6.9-9.6z" fill="#fff" fill-opacity=".6"/><path d="M16 27v-5.5l-6.9-4.1z" fill="#fff"/><path d="m16 20.2 6.9-4L16 13.1z" fill="#fff" fill-opacity=".2"/><path d="m9.1 16.2 6.9 4v-7.1z" fill="#fff" fill-opacity=".6"/>',
  ),
  137: svg(
    '<circle cx="16" cy="16" r="16" fill="#8247e5"/><path d="M20.6 13.1a1.3 1.3 0 0 0-1.3 0l-2.9 1.7-2 1.1-2.9 1.7a1.3 1.3 0 0 1-1.3 0l-2.3-1.3a1.3 1.3 0 0 1-.6-1.1v-2.6c0-.5.2-.9.6-1.1l2.3-1.3a1.3 1.3 0 0 1 1.3 0l2.3 1.3c.4.2.6.6.6 1.1v1.7l2-1.2v-1.7c0-.5-.2-.9-.6-1.1l-4.3-2.5a1.3 1.3 0 0 0-1.3 0L6.1 10.6c-.4.2-.6.6-.6 1.1v5c0 .5.2.9.6 1.1l4.3 2.5c.4.2.9.2 1.3 0l2.9-1.7 2-1.1 2.9-1.7c.4-.2.9-.2 1.3 0l2.3 1.3c.4.2.6.6.6 1.1v2.6c0 .5-.2.9-.6 1.1l-2.3 1.3c-.4.2-.9.2-1.3 0l-2.3-1.3a1.3 1.3 0 0 1-.6-1.1v-1.7l-2 1.2v1.7c0 .5.2.9.6 1.1l4.3 2.5c.4.2.9.2 1.3 0l4.3-2.5c.4-.2.6-.6.6-1.1v-5c0-.5-.2-.9-.6-1.1z" fill="#fff"/>',
  ),
  8453: svg(
    '<circle cx="16" cy="16" r="16" fill="#0052ff"/><path d="M15.9 25.5a9.5 9.5 0 1 0-9.4-10.6h12.4v1.7H6.5a9.5 9.5 0 0 0 9.4 8.9z" fill="#fff"/>',
  ),
  solana: svg(
    '<circle cx="16" cy="16" r="16" fill="#111"/><path d="M10 20.5h11.5l-1.9 2H8zM10 9.5h11.5l-1.9 2H8zM21.5 15H10l-1.9 2h11.5z" fill="#14f195"/>',
  ),
  bitcoin: svg(
    '<circle cx="16" cy="16" r="16" fill="#f7931a"/><path d="M21.6 14.2c.3-1.9-1.2-2.9-3.2-3.6l.6-2.6-1.6-.4-.6 2.5-1.3-.3.6-2.5-1.6-.4-.6 2.6-1-.3-2.2-.5-.4 1.7s1.2.3 1.2.3c.6.2.8.6.7 1l-.7 2.9.2.1-.2-.1-1 4.1c-.1.2-.3.5-.8.4l-1.2-.3-.8 1.8 2.1.5 1.1.3-.6 2.6 1.6.4.6-2.6 1.3.3-.6 2.6 1.6.4.7-2.6c2.7.5 4.7.3 5.6-2.1.7-2-.1-3.1-1.5-3.9 1.1-.2 1.9-1 2.1-2.4zm-3.6 5c-.5 2-3.9.9-5 .6l.9-3.5c1.1.3 4.6.8 4.1 2.9zm.5-5.1c-.5 1.8-3.3.9-4.2.7l.8-3.2c.9.2 3.9.6 3.4 2.5z" fill="#fff"/>',
  ),
};
