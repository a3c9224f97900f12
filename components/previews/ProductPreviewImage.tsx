import { formatNaira } from '@/lib/shared/money';

const GREEN = '#1f7a3a';
const DARK = '#18261c';
const MUTED = '#55665a';

export interface ProductPreviewProps {
  title: string;
  price: number;
  /** The struck-through price, when the product is discounted. */
  originalPrice: number | null;
  /** -{n}% badge, when discounted. */
  discount: number | null;
  storeName: string;
  siteName: string;
  /** The product photo as a data URL (560×560), or null. */
  photo: string | null;
}

/** The whole-naira price for a preview: kobo add nothing at a glance in a chat. */
function previewPrice(amount: number): string {
  return Number.isInteger(amount) ? formatNaira(amount).replace(/\.00$/, '') : formatNaira(amount);
}

/**
 * A product's link-preview picture (drawn by next/og, so inline styles and flex boxes only): the
 * photo on the left; title, naira price and the percent-off badge on the right.
 */
export function ProductPreviewImage(props: ProductPreviewProps) {
  const { title, price, originalPrice, discount, storeName, siteName, photo } = props;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: '#f5f8f4',
        fontFamily: 'DejaVu Sans',
        color: DARK,
      }}
    >
      <div
        style={{
          width: 630,
          height: 630,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#ffffff',
          position: 'relative',
        }}
      >
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- Satori draws plain <img> only
          <img src={photo} width={560} height={560} alt="" style={{ borderRadius: 16 }} />
        ) : null}
        {discount ? (
          <div
            style={{
              position: 'absolute',
              top: 40,
              left: 40,
              display: 'flex',
              padding: '10px 22px',
              borderRadius: 40,
              background: '#b3261e',
              color: '#ffffff',
              fontSize: 44,
              fontWeight: 700,
            }}
          >
            {`-${discount}%`}
          </div>
        ) : null}
      </div>
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '48px 48px 40px',
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div
            style={{
              display: 'flex',
              fontSize: title.length > 48 ? 40 : 48,
              fontWeight: 700,
              lineHeight: 1.2,
              maxHeight: 240,
              overflow: 'hidden',
            }}
          >
            {title}
          </div>
          <div style={{ display: 'flex', marginTop: 20, fontSize: 28, color: MUTED }}>
            {`Sold by ${storeName}`}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 72, fontWeight: 700, color: GREEN }}>
            {previewPrice(price)}
          </div>
          {originalPrice ? (
            <div
              style={{
                display: 'flex',
                fontSize: 34,
                color: MUTED,
                textDecoration: 'line-through',
              }}
            >
              {previewPrice(originalPrice)}
            </div>
          ) : null}
          <div
            style={{
              display: 'flex',
              marginTop: 28,
              fontSize: 30,
              fontWeight: 700,
              color: GREEN,
            }}
          >
            {siteName}
          </div>
        </div>
      </div>
    </div>
  );
}
