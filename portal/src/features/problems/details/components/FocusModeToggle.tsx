import { useNavigate } from 'react-router';
import type { ProblemRoute } from '@portal/features/problems/model/problemRoute';
import { useT } from '@portal/i18n/useT';
import { focusToggleTarget } from '../model/problemLinks';

/**
 * Switches between a problem's normal page and its full-screen (focus mode) twin; pressed in focus mode. A
 * problem of the plain bank has no full-screen page, so no toggle.
 */
export function FocusModeToggle({ route }: { route: ProblemRoute }) {
  const t = useT();
  const navigate = useNavigate();
  const target = focusToggleTarget(route);
  if (!target) return null;
  return (
    <button
      type="button"
      className="button button--secondary button--small"
      aria-pressed={route.fullScreen}
      onClick={() => void navigate(target)}
    >
      {t('problemDetails.action.focus')}
    </button>
  );
}
