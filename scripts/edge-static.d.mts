// Types of edge-static.mjs for the TypeScript tests that import it.
export const COMPILE_HINT: string;
export function prepareEdgeStatic(options: {
  /** The build's folder (`.next`), with BUILD_ID and static/. */
  build: string;
  to: string;
  keepOld?: boolean;
}): Promise<number>;
