import { z } from 'zod';
import { NIGERIAN_STATES } from './states';

// In the browser, zod's faster parsers are compiled with `new Function`, and the first schema
// probes whether that is allowed: the storefront's Content-Security-Policy allows no eval
// (decision 029), and Chromium reports even the caught probe as a violation. Without the compiled
// parsers every answer is still parsed the same. Every schema of the contract is made after this.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Every error the marketplace API answers with, 4xx or 5xx. */
export const errorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Ids travel as strings (`_id`), as the spec's entities name them. */
export const id = z.string().min(1);

export const location = z.enum(NIGERIAN_STATES);

/** Query numbers arrive as strings; a missing value takes the default, a bad one is a 400. */
export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);
export const limitParam = (fallback: number) =>
  z.coerce.number().int().min(1).max(100).default(fallback);

export const paged = {
  totalPages: z.number().int().min(0),
};

// ---------------------------------------------------------------- strings from callers

/**
 * C0 control characters and DEL. PostgreSQL refuses U+0000 in text outright (a 500 if it got that
 * far); the others are invisible, nobody types them into a name, an e-mail, an id or a search,
 * and they corrupt e-mails, logs and pages that show the text.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** The same less the tab, line feed and carriage return that text typed in a text area holds. */
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const notAllowedCharacters = (label: string) =>
  `${label} contains characters that are not allowed.`;

/**
 * The string of every request field of the contract: a one-line text without control characters.
 * `label` names the field in the 400 (and in a form's error) the way the shopper knows it;
 * `error` is the message when the value is missing or not a string. The check runs before any
 * trim, so a stray character at either end is refused too.
 */
export const singleLine = (label: string, error?: string) =>
  z
    .string(error === undefined ? undefined : { error })
    .refine((text) => !CONTROL_CHARACTERS.test(text), notAllowedCharacters(label));

/** A text that may run over lines (a review comment): tabs and line breaks, no other control character. */
export const multiLine = (label: string, error?: string) =>
  z
    .string(error === undefined ? undefined : { error })
    .refine((text) => !CONTROL_CHARACTERS_BUT_LINE_BREAKS.test(text), notAllowedCharacters(label));
