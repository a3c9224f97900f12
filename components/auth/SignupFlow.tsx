'use client';

import { Link } from '@/components/layout/Link';
import { useState } from 'react';
import { withRedirect } from '@/lib/shared/redirect';
import { Notice } from '../form/Notice';
import { SignupCodeStep } from './SignupCodeStep';
import { SignupDetailsStep } from './SignupDetailsStep';
import { SignupPasswordStep } from './SignupPasswordStep';
import type { Message, SignupDetails } from './signup-types';
import styles from '../form/Form.module.scss';
import flow from './SignupFlow.module.scss';

const STEP_TITLES = ['Your details', 'Choose a password', 'Verify your email'] as const;

/**
 * Signup in three steps: details, password (the signup call), and the e-mailed code; then the page
 * named by `redirectTo` (already made safe), as after a login.
 */
export function SignupFlow({ redirectTo = '/' }: { redirectTo?: string }) {
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [details, setDetails] = useState<SignupDetails | null>(null);
  const [message, setMessage] = useState<Message>(null);

  return (
    <div className={styles.form}>
      <ol className={flow.steps} aria-label="Signup progress">
        {STEP_TITLES.map((title, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li
              key={title}
              className={flow[state]}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={flow.number} aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span className={flow.title}>{title}</span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" aria-live="polite">
        Step {step} of 3: {STEP_TITLES[step - 1]}
      </p>

      {message ? (
        <Notice tone={message.tone} onClose={() => setMessage(null)}>
          {message.text}
        </Notice>
      ) : null}

      {step === 1 ? (
        <SignupDetailsStep
          initial={details}
          onDone={(values) => {
            setDetails(values);
            setMessage(null);
            setStep(2);
          }}
        />
      ) : null}
      {step === 2 && details ? (
        <SignupPasswordStep
          details={details}
          onMessage={setMessage}
          onBack={() => {
            setMessage(null);
            setStep(1);
          }}
          onDone={() => setStep(3)}
        />
      ) : null}
      {step === 3 && details ? (
        <SignupCodeStep email={details.email} onMessage={setMessage} redirectTo={redirectTo} />
      ) : null}

      <p className={styles.footer}>
        Already have an account? <Link href={withRedirect('/login', redirectTo)}>Log in</Link>
      </p>
    </div>
  );
}
