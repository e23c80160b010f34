import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useT } from '../../i18n/useT';
import { useWebsiteConfig } from '../../shared/api/websiteConfig';
import { showToast } from '../../shared/toast/toastStore';
import { Skeleton } from '../../shared/ui/states';

type FeatureSwitch = 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';

/** Spec 002 §6: a route behind a site switch that is off sends the visitor home with 'No access'. */
export function RequireFeature({ feature, children }: { feature: FeatureSwitch; children: ReactNode }) {
  const t = useT();
  const { data, isPending } = useWebsiteConfig();
  const denied = !isPending && data?.[feature] !== true;

  useEffect(() => {
    if (denied) showToast('warning', t('guard.noAccess'));
  }, [denied, t]);

  if (isPending) return <Skeleton rows={2} />;
  return denied ? <Navigate to="/home" replace /> : children;
}
