'use client';

/**
 * Loads the page again from the server. The failure it follows was answered for the address in
 * the bar (a middleware rewrite), so a full reload asks the same question again.
 */
export function ReloadButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.location.reload()}>
      Try again
    </button>
  );
}
