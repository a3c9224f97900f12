/**
 * The desktop hero shows from 768 px, the phone slider below it (the same value as
 * $slider-breakpoint in _breakpoints.scss, which media queries in CSS need as a Sass variable).
 */
export const DESKTOP_SLIDER_MEDIA = '(min-width: 768px)';
export const PHONE_SLIDER_MEDIA = '(max-width: 767.98px)';
