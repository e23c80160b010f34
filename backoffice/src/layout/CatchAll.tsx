import { Navigate } from 'react-admin';

/** Spec 002 §2.2: any other /admin/* path goes to /admin/login (which sends a signed-in admin on to the dashboard). */
export function CatchAll() {
  return <Navigate to="/login" replace />;
}
