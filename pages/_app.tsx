import type { AppProps } from 'next/app';
import '@/styles/globals.scss';

/**
 * The Pages Router holds only the Lite pages (decision 047): server-rendered pages that send no
 * scripts. The App Router's layout is not theirs, so they take the global styles here.
 */
export default function LiteApp({ Component, pageProps }: AppProps) {
  return <Component {...pageProps} />;
}
