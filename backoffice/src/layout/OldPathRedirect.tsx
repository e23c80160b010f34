import { Navigate, useLocation } from 'react-router';
import { newPathFor } from './oldPaths';

/** The route element of every old admin path: replaces the address with the new screen's, query kept. */
export function OldPathRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${newPathFor(pathname) ?? '/'}${search}`} replace />;
}
