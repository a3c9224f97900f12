'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { NIGERIAN_STATES } from '@/lib/contract/states';
import form from '@/components/form/Form.module.scss';
import styles from './StateCombobox.module.scss';

/** A state's exact name for text typed in any case, if it names one. */
function exactState(text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  return NIGERIAN_STATES.find((state) => state.toLowerCase() === wanted);
}

/**
 * The address form's state select with search: type to filter the 37 states, pick one with the
 * mouse, or with the arrow keys and Enter. The value is the text as typed until a state is picked
 * (the schema then says "Choose a state from the list.").
 */
export function StateCombobox({
  value,
  onChange,
  onBlur,
  invalid,
  label = 'State',
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  label?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  // Filter only by what was typed: a chosen state shows the whole list again.
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(0);

  const query = typed ? value.trim().toLowerCase() : '';
  const options = NIGERIAN_STATES.filter((state) => state.toLowerCase().includes(query));
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (state: string) => {
    onChange(state);
    setTyped(false);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      // Closes the list, not the modal around it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <div className={styles.wrap}>
        <input
          id={id}
          className={`${form.input} ${styles.input}`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          placeholder="Search for a state"
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setTyped(true);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            const state = exactState(value);
            if (state && state !== value) onChange(state);
            setOpen(false);
            setTyped(false);
            onBlur?.();
          }}
        />
        <span className={styles.chevron} aria-hidden="true" />
        {open ? (
          <ul id={listId} role="listbox" aria-label="States" className={styles.list}>
            {options.length === 0 ? (
              <li className={styles.empty} role="presentation">
                No state matches
              </li>
            ) : (
              options.map((state, index) => (
                <li
                  key={state}
                  id={optionId(index)}
                  role="option"
                  aria-selected={state === value}
                  className={`${styles.option} ${index === active ? styles.active : ''}`}
                  // mousedown, not click: the input must not lose the choice to its blur.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(state);
                  }}
                  onMouseEnter={() => setActive(index)}
                >
                  {state}
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
