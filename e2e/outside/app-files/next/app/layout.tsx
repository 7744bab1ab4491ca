import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Outside app (Next.js)' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
