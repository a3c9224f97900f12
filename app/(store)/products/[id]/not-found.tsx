// An unknown product shows the site's own 404 page, inside the shared layout.
export { default } from '../../../not-found';
