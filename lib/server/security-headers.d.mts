export declare const FLUTTERWAVE_CHECKOUT_ORIGIN: string;
export declare const PERMISSIONS_POLICY: string;

interface PolicyOptions {
  /** Origins of the payment pages the shopper may be sent to. */
  paymentOrigins: string[];
  /** next dev: React needs eval there. */
  development: boolean;
}

export declare function contentSecurityPolicy(options: PolicyOptions): string;
export declare function sandboxPaymentOrigin(marketplaceApiUrl: string): string | undefined;
export declare function securityHeaders(options: PolicyOptions): { key: string; value: string }[];
