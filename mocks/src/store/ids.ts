/** A 32-character hex id, the form of HOJ's user ids (also used for one-off keys). */
export function hexId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
