import { NextResponse } from 'next/server';

function notFound() {
  return NextResponse.json({ message: 'Not found' }, { status: 404 });
}

/**
 * An /api/ path no route handler claims answers a JSON 404 like every other BFF error, instead of
 * falling through to the shared layout's HTML 404 page.
 */
export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
