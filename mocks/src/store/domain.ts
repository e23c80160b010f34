import type { RequestHandler } from 'msw';
import type { SeedContext } from './seedContext';

/**
 * One area of the mock backend: its tables and state, the seed that fills them and the handlers that serve
 * them. The registry (`registry.ts`) lists every domain once; that line is all a new domain adds outside its
 * own folder.
 */
export interface MockDomain {
  name: string;
  /**
   * Empties the domain's tables and state and fills them from the seed. Runs at start and at every reset, in
   * registry order, so a domain may read the tables of the domains listed before it.
   */
  seed(ctx: SeedContext): void;
  /** Its handlers; stateful ones answer before the empty fallback of the operations nobody implements yet. */
  handlers: readonly RequestHandler[];
}
