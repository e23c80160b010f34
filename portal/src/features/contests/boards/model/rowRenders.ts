/**
 * Counts of board rows drawn, by row key: how a refresh's cost is measured (the component tests and the board
 * benchmark read it). Nothing is kept unless somebody listens, so a board in use pays one check per row drawn.
 */
type Listener = (key: string) => void;

const listeners = new Set<Listener>();

export function noteRowRender(key: string): void {
  if (listeners.size === 0) return;
  for (const listener of listeners) listener(key);
}

/** Calls `listener` with the key of every row drawn until the returned function is called. */
export function watchRowRenders(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
