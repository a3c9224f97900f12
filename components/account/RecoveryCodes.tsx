'use client';

import { toast } from 'sonner';
import authStyles from '@/components/form/Form.module.scss';
import styles from './TwoFactor.module.scss';

export const RECOVERY_CODES_FILE = 'oja-market-recovery-codes.txt';

/** The file a shopper downloads: what the codes are for, then one code a line. */
export function recoveryCodesText(codes: readonly string[]): string {
  return [
    'Oja Market recovery codes',
    'Each code logs you in once when you cannot use your authenticator app.',
    'Keep them somewhere safe; anyone who has them and your password can log in.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The ten new recovery codes, shown this once, with download and copy buttons. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE;
    link.click();
    URL.revokeObjectURL(url);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied.');
    } catch {
      toast.error('Could not copy. Download the codes or write them down instead.');
    }
  };

  return (
    <div className={styles.panel} aria-labelledby="recovery-codes-title">
      <h3 id="recovery-codes-title">Your recovery codes</h3>
      <p>
        Save these codes now: they are shown only this once. Each one logs you in once if you lose
        your phone.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={authStyles.secondary} onClick={download}>
          Download
        </button>
        <button type="button" className={authStyles.secondary} onClick={copy}>
          Copy
        </button>
        <button type="button" className={authStyles.primary} onClick={onDone}>
          I have saved my codes
        </button>
      </div>
    </div>
  );
}
