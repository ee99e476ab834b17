import { Navigate, useLocation } from 'react-router-dom';

/**
 * proposalMain / proposalRemote redirect to their steps (spec 2 §2.3, §2.4), keeping the route params. Tiny and
 * feature-free: the router imports it statically, the wizard itself stays a lazy chunk.
 */
export function WizardStepsRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={`${pathname.replace(/\/$/, '')}/steps${search}`} replace />;
}
