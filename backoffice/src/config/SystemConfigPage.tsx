import { Loading, Navigate, Title, usePermissions, useTranslate } from 'react-admin';
import { Stack } from '@mui/material';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { CarouselConfigSection } from './CarouselConfigSection';
import { DataSourceConfigSection } from './DataSourceConfigSection';
import { EmailConfigSection } from './EmailConfigSection';
import { SmsConfigSection } from './SmsConfigSection';
import { SwitchConfigSection } from './SwitchConfigSection';
import { WebsiteConfigSection } from './WebsiteConfigSection';

/** `/admin/conf` (super admin only, spec 002 §2.2 and §6): the website settings, the feature
 * switches, the mail server, SMS, the data source and the home carousel images. */
export function SystemConfigPage() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[] | undefined>();
  if (isPending) return <Loading />;
  if (!isSuperAdmin(permissions ?? [])) return <Navigate to="/" replace />;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('hoj.systemConfig.title')} />
      <WebsiteConfigSection />
      <SwitchConfigSection />
      <EmailConfigSection />
      <SmsConfigSection />
      <DataSourceConfigSection />
      <CarouselConfigSection />
    </Stack>
  );
}
