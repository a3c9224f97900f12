'use client';

import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { VERIFICATION_CODE_LENGTH } from '@/lib/contract/accounts';
import styles from './CodeInput.module.scss';

const LENGTH = VERIFICATION_CODE_LENGTH;
const clean = (text: string) => (text.match(/[A-Za-z0-9]/g) ?? []).join('');

export const emptyCode = () => Array.from({ length: LENGTH }, () => '');

/**
 * Six one-character boxes. Typing moves to the next box, Backspace on an empty box goes back,
 * and pasting (or the phone's one-time-code autofill) fills the boxes from the first one.
 * `value` holds one entry per box ('' when empty), so a gap stays where it is.
 */
export function CodeInput({
  value,
  onChange,
  labelledBy,
  invalid,
  describedBy,
}: {
  value: string[];
  onChange: (chars: string[]) => void;
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, LENGTH - 1))];
    box?.focus();
    box?.select();
  };

  /** Writes `text` from box `start` on and moves to the box after it. */
  const fill = (start: number, text: string) => {
    const next = [...value];
    const written = [...clean(text).slice(0, LENGTH - start)];
    written.forEach((char, offset) => {
      next[start + offset] = char;
    });
    onChange(next);
    focus(start + written.length);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = clean(event.clipboardData.getData('text'));
    // A whole code fills every box, wherever the cursor was.
    fill(text.length >= LENGTH ? 0 : index, text);
  };

  const onType = (index: number, typed: string) => {
    const previous = value[index];
    if (typed.length >= LENGTH) return fill(0, typed);
    if (typed.length > 1) {
      // The box kept its old character: the new one is what was added to it.
      const added = previous && typed.includes(previous) ? typed.replace(previous, '') : typed;
      return fill(index, added);
    }
    const next = [...value];
    next[index] = typed;
    onChange(next);
    if (typed) focus(index + 1);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight' && index < LENGTH - 1) {
      event.preventDefault();
      focus(index + 1);
    }
  };

  return (
    <div className={styles.boxes} role="group" aria-labelledby={labelledBy}>
      {value.map((char, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.box}
          value={char}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          spellCheck={false}
          aria-label={`Character ${index + 1} of ${LENGTH}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onFocus={(event) => event.currentTarget.select()}
          onPaste={onPaste(index)}
          onKeyDown={onKeyDown(index)}
          onChange={(event) => onType(index, clean(event.currentTarget.value))}
        />
      ))}
    </div>
  );
}
