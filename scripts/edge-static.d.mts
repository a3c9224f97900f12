// Types of edge-static.mjs for the TypeScript tests that import it.
export const COMPILE_HINT: string;
export function prepareEdgeStatic(options: {
  from: string;
  to: string;
  buildId: string;
  keepOld?: boolean;
}): Promise<number>;
