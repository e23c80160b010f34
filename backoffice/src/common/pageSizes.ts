/**
 * The page sizes every back-office list offers. HOJ's admin lists answer 10 rows a page unless asked for more and
 * read `limit` as a 32-bit integer (a larger one is a server error); the larger sizes are for bulk review, and
 * nothing beyond the largest is ever asked for, whatever a hand-edited URL says.
 */
export const PAGE_SIZES: readonly number[] = [10, 15, 30, 50, 100];

export const DEFAULT_PAGE_SIZE = 10;

/**
 * The page size actually asked of the server: a whole number from 1 to the largest offered size (a hand-edited
 * `perPage=100000` asks for 100), and the default for anything that is not a positive number (`abc`, 0, -5).
 */
export function clampPageSize(requested: unknown): number {
  const value = typeof requested === 'string' ? Number(requested) : requested;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.floor(value), Math.max(...PAGE_SIZES));
}
