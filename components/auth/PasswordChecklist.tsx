import { PASSWORD_RULES } from '@/lib/contract/accounts';
import styles from './PasswordChecklist.module.scss';

/** The live strength checklist of a new password: every rule of section 5, ticked as it holds. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  return (
    <ul id={id} role="list" className={styles.list} aria-label="Password requirements">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.key} className={met ? styles.met : styles.unmet} data-met={met}>
            <span className={styles.mark} aria-hidden="true">
              {met ? '✓' : ''}
            </span>
            {rule.label}
            <span className="visually-hidden">{met ? ' (done)' : ' (not yet)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
