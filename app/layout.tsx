import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ServiceWorker } from '@/components/pwa/ServiceWorker';
import { getSettings } from '@/lib/server/settings';
import '@/styles/globals.scss';

export function generateMetadata(): Metadata {
  const { siteName, siteUrl } = getSettings();
  return {
    metadataBase: new URL(siteUrl),
    title: {
      default: `${siteName}: fresh farm produce across Nigeria`,
      template: `%s | ${siteName}`,
    },
    description: `Buy grains, tubers, vegetables, livestock and farm inputs from verified Nigerian vendors on ${siteName}, priced in naira.`,
    applicationName: siteName,
    openGraph: { siteName, locale: 'en_NG', type: 'website' },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#1f7a3a',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-NG">
      <body>
        {children}
        <ServiceWorker />
      </body>
    </html>
  );
}
