import { Suspense } from 'react';
import { ContestStrip } from './lazyContestParts';
import './ContestStatusBar.css';

/**
 * The contest mode's status strip under the bar (ContestStrip), on every contest page. Until its code is there
 * its place is held, one line high, so nothing below it moves when it arrives.
 */
export function ContestStatusBar({ contestID }: { contestID: string }) {
  return (
    <Suspense
      fallback={
        <div className="contest-bar" aria-hidden="true">
          <div className="contest-bar__inner" />
        </div>
      }
    >
      <ContestStrip contestID={contestID} />
    </Suspense>
  );
}
