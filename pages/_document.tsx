import { Head, Html, Main, NextScript } from 'next/document';

/** The Lite pages' document: the language and theme colour of the full pages' root layout. */
export default function LiteDocument() {
  return (
    <Html lang="en-NG">
      <Head>
        <meta name="theme-color" content="#1f7a3a" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
      </Head>
      <body>
        <Main />
        {/* Renders nothing on a page with `unstable_runtimeJS: false`: kept for Next's own pages. */}
        <NextScript />
      </body>
    </Html>
  );
}
