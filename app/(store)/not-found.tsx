// The root 404 page, rendered inside the shared layout for paths under it.
export { default, metadata } from '../not-found';
