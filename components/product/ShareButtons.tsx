import { shareLinks, type ShareLink } from '@/lib/shared/share';
import { FacebookIcon, TwitterIcon, WhatsAppIcon } from './icons';
import styles from './ShareButtons.module.scss';

const ICONS: Record<ShareLink['network'], typeof FacebookIcon> = {
  Facebook: FacebookIcon,
  Twitter: TwitterIcon,
  WhatsApp: WhatsAppIcon,
};

/** Plain links to each network's share page: they work without JavaScript and cost nothing to load. */
export function ShareButtons({
  url,
  text,
  message,
}: {
  url: string;
  text: string;
  /** WhatsApp's prefilled message (lib/shared/share.ts productShareMessage). */
  message?: string;
}) {
  return (
    <div className={styles.share}>
      <p className={styles.label} id="share-label">
        Share this product
      </p>
      <ul className={styles.list} role="list" aria-labelledby="share-label">
        {shareLinks(url, text, message).map(({ network, href }) => {
          const Icon = ICONS[network];
          return (
            <li key={network}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className={`${styles.link} ${styles[network.toLowerCase()]}`}
                aria-label={`Share on ${network}`}
                data-network={network}
              >
                <Icon />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
