// Line icons of the modal: decorative, the control they sit in carries the accessible name.
import type { ReactNode } from 'react';

/**
 * The shared frame of the line icons; views with icons of their own build them on it. A `directional` icon (an
 * arrow, a chevron) points the other way in a right-to-left locale.
 */
export function Icon({
  size = 20,
  directional,
  children,
}: {
  size?: number;
  directional?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      className={directional ? 'directional' : undefined}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CloseIcon = () => (
  <Icon>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
);
export const BackIcon = () => (
  <Icon directional>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);
export const CheckIcon = ({ size = 18 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M20 6 9 17l-5-5" />
  </Icon>
);
export const AlertIcon = ({ size = 18 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16.5v.01" />
  </Icon>
);
export const GridIcon = () => (
  <Icon>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </Icon>
);
export const WalletIcon = ({ size = 28 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4h-12A1.5 1.5 0 0 0 4 5.5v13A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16" />
    <path d="M20 8h-6a4 4 0 0 0 0 8h6V8Z" />
    <path d="M14.5 12h.01" />
  </Icon>
);
