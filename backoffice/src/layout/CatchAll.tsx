import { Navigate } from 'react-admin';

/** Any other /admin/* path goes to /admin/login (which sends a signed-in admin on to the dashboard). */
export function CatchAll() {
  return <Navigate to="/login" replace />;
}
