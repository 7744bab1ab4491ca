// Simplified marks of the social providers, drawn for Gangway: a shape in the provider's colour, recognisable at
// 20 px, not the providers' artwork.
import type { SocialOption } from '@gangway/protocol';
import type { ReactElement } from 'react';

const MARKS: Record<SocialOption, () => ReactElement> = {
  google: () => (
    <>
      <path
        d="M17.6 10.2c0-.6-.1-1.1-.2-1.7H10v3.2h4.3a3.7 3.7 0 0 1-1.6 2.4v2h2.6c1.5-1.4 2.3-3.4 2.3-5.9Z"
        fill="#4285F4"
      />
      <path d="M10 18c2.2 0 4-.7 5.3-2l-2.6-2a4.8 4.8 0 0 1-7.2-2.5H2.8v2A8 8 0 0 0 10 18Z" fill="#34A853" />
      <path d="M5.5 11.5a4.8 4.8 0 0 1 0-3v-2H2.8a8 8 0 0 0 0 7.1l2.7-2Z" fill="#FBBC05" />
      <path
        d="M10 5.2c1.2 0 2.3.4 3.2 1.3l2.3-2.3A8 8 0 0 0 2.8 6.4l2.7 2.1A4.8 4.8 0 0 1 10 5.2Z"
        fill="#EA4335"
      />
    </>
  ),
  x: () => (
    <>
      <path
        d="M3 3h4.2l3.3 4.6L14.6 3h2l-5.2 5.9L17 17h-4.2l-3.6-5-4.4 5h-2l5.5-6.2L3 3Zm2.9 1.4 8 11.2h1.2l-8-11.2H5.9Z"
        fill="currentColor"
      />
    </>
  ),
  discord: () => (
    <>
      <path
        d="M15.7 5.1A13 13 0 0 0 12.4 4l-.4.8a12 12 0 0 0-4 0L7.6 4a13 13 0 0 0-3.3 1.1C2.2 8.2 1.7 11.2 1.9 14.2a13 13 0 0 0 4 2l.9-1.4-1.4-.7.4-.3a9.4 9.4 0 0 0 8.4 0l.4.3-1.4.7.9 1.4a13 13 0 0 0 4-2c.3-3.5-.6-6.5-2.4-9.1ZM7.3 12.4c-.8 0-1.5-.8-1.5-1.7 0-1 .7-1.7 1.5-1.7s1.5.8 1.5 1.7c0 1-.7 1.7-1.5 1.7Zm5.4 0c-.8 0-1.5-.8-1.5-1.7 0-1 .7-1.7 1.5-1.7s1.5.8 1.5 1.7c0 1-.7 1.7-1.5 1.7Z"
        fill="#5865F2"
      />
    </>
  ),
  apple: () => (
    <>
      <path
        d="M13.5 10.6c0-1.6 1.3-2.4 1.4-2.5a3.1 3.1 0 0 0-2.5-1.3c-1-.1-2 .6-2.6.6-.5 0-1.3-.6-2.2-.6A3.3 3.3 0 0 0 4.8 8.5c-1.2 2-.3 5.1.9 6.8.6.8 1.2 1.7 2.1 1.7.8 0 1.2-.6 2.2-.6s1.3.6 2.2.5c.9 0 1.5-.8 2-1.7.7-1 .9-1.9 1-2-.1 0-1.7-.7-1.7-2.6ZM11.9 5.7c.5-.6.8-1.4.7-2.2-.7 0-1.5.5-2 1.1-.4.5-.8 1.3-.7 2.1.8 0 1.5-.4 2-1Z"
        fill="currentColor"
      />
    </>
  ),
  github: () => (
    <>
      <path
        d="M10 2a8 8 0 0 0-2.5 15.6c.4.1.5-.2.5-.4v-1.4c-2.2.5-2.7-1-2.7-1-.4-.9-.9-1.2-.9-1.2-.7-.5.1-.5.1-.5.8.1 1.2.8 1.2.8.7 1.2 1.9.9 2.3.7.1-.5.3-.9.5-1.1-1.8-.2-3.6-.9-3.6-4 0-.9.3-1.6.8-2.2 0-.2-.3-1 .1-2.1 0 0 .7-.2 2.2.8a7.6 7.6 0 0 1 4 0c1.5-1 2.2-.8 2.2-.8.4 1.1.2 1.9.1 2.1.5.6.8 1.3.8 2.2 0 3.1-1.9 3.8-3.7 4 .3.3.6.8.6 1.5v2.2c0 .2.1.5.6.4A8 8 0 0 0 10 2Z"
        fill="currentColor"
      />
    </>
  ),
  farcaster: () => (
    <>
      <rect x="2" y="2" width="16" height="16" rx="4" fill="#855DCD" />
      <path d="M6 5.5h8v9h-1.7v-3.7a2.3 2.3 0 0 0-4.6 0v3.7H6v-9Z" fill="#fff" />
    </>
  ),
  facebook: () => (
    <>
      <circle cx="10" cy="10" r="8" fill="#1877F2" />
      <path
        d="M11 18v-5.6h1.9l.3-2.2H11V8.8c0-.6.2-1.1 1.1-1.1h1.2v-2a15 15 0 0 0-1.7-.1c-1.7 0-2.9 1-2.9 3v1.6H6.8v2.2h1.9V18h2.3Z"
        fill="#fff"
      />
    </>
  ),
};

export function SocialIcon({ provider, size = 20 }: { provider: SocialOption; size?: number }) {
  const Mark = MARKS[provider];
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <Mark />
    </svg>
  );
}
