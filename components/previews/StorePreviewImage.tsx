const GREEN = '#1f7a3a';
const DARK = '#18261c';
const MUTED = '#55665a';

export interface StorePreviewProps {
  storeName: string;
  tradingBusinessName: string;
  /** Letters drawn in the round logo when there is no logo image. */
  initials: string;
  /** The logo as a data URL (280×280), or null. */
  logo: string | null;
  productCount: number;
  siteName: string;
}

/** A store's link-preview picture (drawn by next/og): round logo, name and product count. */
export function StorePreviewImage(props: StorePreviewProps) {
  const { storeName, tradingBusinessName, initials, logo, productCount, siteName } = props;
  const count = `${productCount.toLocaleString('en-NG')} ${productCount === 1 ? 'product' : 'products'}`;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        padding: '0 80px',
        background: '#e7f4ea',
        fontFamily: 'DejaVu Sans',
        color: DARK,
      }}
    >
      <div
        style={{
          width: 280,
          height: 280,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 140,
          overflow: 'hidden',
          background: GREEN,
          color: '#ffffff',
          fontSize: 110,
          fontWeight: 700,
          border: '8px solid #ffffff',
        }}
      >
        {logo ? (
          // eslint-disable-next-line @next/next/no-img-element -- Satori draws plain <img> only
          <img src={logo} width={280} height={280} alt="" />
        ) : (
          initials
        )}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 64, flex: 1 }}>
        <div
          style={{
            display: 'flex',
            fontSize: storeName.length > 28 ? 56 : 72,
            fontWeight: 700,
            lineHeight: 1.15,
          }}
        >
          {storeName}
        </div>
        {tradingBusinessName && tradingBusinessName !== storeName ? (
          <div style={{ display: 'flex', marginTop: 12, fontSize: 32, color: MUTED }}>
            {tradingBusinessName}
          </div>
        ) : null}
        <div
          style={{ display: 'flex', marginTop: 36, fontSize: 44, fontWeight: 700, color: GREEN }}
        >
          {count}
        </div>
        <div style={{ display: 'flex', marginTop: 40, fontSize: 30, color: MUTED }}>
          {`A store on ${siteName}`}
        </div>
      </div>
    </div>
  );
}
