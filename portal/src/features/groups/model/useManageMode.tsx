import { useSearchParams } from 'react-router';

/**
 * A group tab that group admins can switch to its admin view (`?manage=1`, so a reload or a shared link keeps
 * it). Members never get the view, whatever the address says; `manageButton` is the switch, null for them.
 */
export function useManageMode(admin: boolean, label: string) {
  const [params, setParams] = useSearchParams();
  const managing = admin && params.get('manage') === '1';
  const manageButton = admin ? (
    <button
      type="button"
      className="button button--secondary button--small"
      onClick={() => setParams({ manage: '1' })}
    >
      {label}
    </button>
  ) : null;
  return { managing, manageButton };
}
