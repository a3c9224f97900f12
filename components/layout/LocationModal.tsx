'use client';

import {
  useEffect,
  useId,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import {
  ALL_NIGERIA,
  isLocationChoice,
  MOST_SHOPPED_STATES,
  OTHER_STATES,
  stateMatches,
  type LocationChoice,
} from '@/lib/shared/location';
import { CloseIcon } from './icons';
import { useChooseLocation } from './useChooseLocation';
import { useModalDialog } from './useModalDialog';
import styles from './LocationModal.module.scss';

interface LocationModalProps {
  siteName: string;
  current?: LocationChoice;
  /**
   * Closing without a choice: the close button, Escape or a tap outside. On a first visit this is
   * "decide later" (decision 042), which `firstVisit` names on a button of its own.
   */
  onClose: () => void;
  /** A choice was saved and the page now shows it; closing without a choice when not given. */
  onChosen?: () => void;
  firstVisit?: boolean;
}

const GROUPS: { label: string; choices: readonly LocationChoice[] }[] = [
  { label: 'Most shopped', choices: MOST_SHOPPED_STATES },
  { label: 'All states', choices: OTHER_STATES },
  { label: 'Anywhere', choices: [ALL_NIGERIA] },
];

/**
 * Whether the filter box may take the focus when the modal opens: not on a touch screen, where
 * the on-screen keyboard would then cover half the list.
 */
function typingIsEasy(): boolean {
  return window.matchMedia('(pointer: fine)').matches;
}

/** A tap on the backdrop lands on the <dialog> itself, outside the box it draws. */
function isOutside(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

type Status = 'idle' | 'saving' | 'chosen' | 'failed' | 'unchosen';

/**
 * Saving a choice: the modal says "Saving..." until the refreshed page is in, then closes, so the
 * shopper never sees the old lists without the modal. A form sent without a choice says so.
 */
function useLocationChoice(onChosen: () => void) {
  const [status, setStatus] = useState<Status>('idle');
  const { choose, refreshing } = useChooseLocation();
  useEffect(() => {
    if (status === 'chosen' && !refreshing) onChosen();
  }, [status, refreshing, onChosen]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const choice = new FormData(event.currentTarget).get('location');
    if (!isLocationChoice(choice)) {
      setStatus('unchosen');
      return;
    }
    setStatus('saving');
    setStatus((await choose(choice)) ? 'chosen' : 'failed');
  }
  return { status, busy: status === 'saving' || status === 'chosen', onSubmit };
}

/** The title: the spec's welcome is for a first visit; a shopper changing it is not arriving. */
function modalTitle(siteName: string, firstVisit: boolean, current: LocationChoice | undefined) {
  if (firstVisit) return `Welcome to ${siteName}`;
  return current ? 'Change your location' : 'Choose your location';
}

/**
 * The filter box. Enter never submits a half-made choice: with one state left, it picks it.
 * With a keyboard the focus starts here, unless a choice is already made.
 */
function StateFilter({
  filter,
  matches,
  autoFocus,
  onFilter,
}: {
  filter: string;
  matches: readonly LocationChoice[];
  autoFocus: boolean;
  onFilter: (filter: string) => void;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (matches.length !== 1) return;
    const radio = event.currentTarget.form?.querySelector<HTMLInputElement>(
      `input[name="location"][value="${CSS.escape(matches[0])}"]`,
    );
    if (radio) {
      radio.checked = true;
      radio.focus();
    }
  }
  return (
    <div className={styles.filter}>
      <input
        type="search"
        className={styles.filterInput}
        placeholder="Type to find your state"
        aria-label="Find your state"
        autoComplete="off"
        enterKeyHint="done"
        value={filter}
        onChange={(event) => onFilter(event.target.value)}
        onKeyDown={onKeyDown}
        data-autofocus={autoFocus ? '' : undefined}
      />
    </div>
  );
}

/**
 * The states in their groups, as radios. Options the filter leaves out are hidden, not removed,
 * so that a choice made before typing stays made.
 */
function StateOptions({
  questionId,
  current,
  filter,
  matches,
}: {
  questionId: string;
  current: LocationChoice | undefined;
  filter: string;
  matches: readonly LocationChoice[];
}) {
  return (
    <div className={styles.groups} role="radiogroup" aria-labelledby={questionId}>
      {GROUPS.map((group) => (
        <div
          key={group.label}
          role="group"
          aria-label={group.label}
          hidden={!group.choices.some((choice) => matches.includes(choice))}
        >
          <p className={styles.groupLabel} aria-hidden="true">
            {group.label}
          </p>
          <div className={styles.options}>
            {group.choices.map((choice) => (
              <label key={choice} className={styles.option} hidden={!matches.includes(choice)}>
                <input
                  type="radio"
                  name="location"
                  value={choice}
                  defaultChecked={choice === current}
                  data-autofocus={choice === current ? '' : undefined}
                  className={styles.radio}
                />
                <span>
                  {choice === ALL_NIGERIA
                    ? 'All Nigeria (no state: no delivery times shown)'
                    : choice}
                </span>
              </label>
            ))}
          </div>
        </div>
      ))}
      {matches.length === 0 ? (
        <p className={styles.none} role="status">
          No state matches “{filter.trim()}”.
        </p>
      ) : null}
    </div>
  );
}

/** The error, Decide later (first visit only) and Confirm, in sight under the list. */
function ModalActions({
  status,
  busy,
  firstVisit,
  onClose,
}: {
  status: Status;
  busy: boolean;
  firstVisit: boolean;
  onClose: () => void;
}) {
  return (
    <div className={styles.foot}>
      {status === 'failed' || status === 'unchosen' ? (
        <p className={styles.error} role="alert">
          {status === 'failed'
            ? 'Your location could not be saved. Please try again.'
            : 'Choose a state first, or decide later.'}
        </p>
      ) : null}
      <div className={styles.actions}>
        {firstVisit ? (
          <button type="button" className={styles.later} onClick={() => onClose()}>
            Decide later
          </button>
        ) : null}
        <button type="submit" className={styles.confirm} disabled={busy}>
          {busy ? 'Saving...' : 'Confirm location'}
        </button>
      </div>
    </div>
  );
}

/**
 * "Where are you shopping from?": a filter box, the most-shopped states first and the rest A to Z,
 * and All Nigeria; choosing saves it and refreshes the page in place (useChooseLocation), the modal
 * saying "Saving..." until the page shows the new location. Confirm stays in sight under the list,
 * which scrolls. It can always be closed (decision 042: the spec's modal had no way out).
 */
export function LocationModal({
  siteName,
  current,
  onClose,
  onChosen = onClose,
  firstVisit = false,
}: LocationModalProps) {
  const dialogRef = useModalDialog(true);
  const titleId = useId();
  const questionId = useId();
  const { status, busy, onSubmit } = useLocationChoice(onChosen);
  const [filter, setFilter] = useState('');
  const matches = GROUPS.flatMap((group) =>
    group.choices.filter((choice) => stateMatches(choice, filter)),
  );

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={questionId}
      aria-modal="true"
      onClose={() => onClose()}
      onClick={(event) => {
        if (isOutside(event)) onClose();
      }}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.head}>
          <div>
            <h2 id={titleId} className={styles.title}>
              {modalTitle(siteName, firstVisit, current)}
            </h2>
            <p id={questionId} className={styles.question}>
              Where are you shopping from?
            </p>
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label={firstVisit ? 'Close and decide later' : 'Close'}
            onClick={() => onClose()}
          >
            <CloseIcon width={20} height={20} />
          </button>
        </div>
        <StateFilter
          filter={filter}
          matches={matches}
          autoFocus={!current && typingIsEasy()}
          onFilter={setFilter}
        />
        <div className={styles.body}>
          <StateOptions
            questionId={questionId}
            current={current}
            filter={filter}
            matches={matches}
          />
        </div>
        <ModalActions status={status} busy={busy} firstVisit={firstVisit} onClose={onClose} />
      </form>
    </dialog>
  );
}
