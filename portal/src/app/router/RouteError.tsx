import { useRouteError } from 'react-router';
import { ErrorScreen } from '../ErrorScreen';

/** The router's error element: a page that threw while rendering, or whose code failed to load. */
export function RouteError() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}
