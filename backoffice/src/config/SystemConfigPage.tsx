import { Title, useTranslate } from 'react-admin';
import { Stack } from '@mui/material';
import { RequireCapability } from '@backoffice/common/RequireCapability';
import { CarouselConfigSection } from './CarouselConfigSection';
import { DataSourceConfigSection } from './DataSourceConfigSection';
import { EmailConfigSection } from './EmailConfigSection';
import { JudgeConfigSection } from './JudgeConfigSection';
import { LimitsConfigSection } from './LimitsConfigSection';
import { SmsConfigSection } from './SmsConfigSection';
import { WebsiteConfigSection } from './WebsiteConfigSection';
import { systemConfigMessages } from '@backoffice/i18n/areas/systemConfig';
import { registerPageMessages } from '@backoffice/i18n/catalogue';

// This page's texts travel with its chunk.
registerPageMessages(systemConfigMessages);

/** `/admin/conf` (super admin only; other admins are sent to the dashboard): website and carousel, mail server,
 * SMS, data source, judge (submit interval, remote-judge accounts), discussion and group limits. */
export function SystemConfigPage() {
  const translate = useTranslate();
  return (
    <RequireCapability capability="systemConfig">
      <Stack spacing={2} sx={{ py: 2 }}>
        <Title title={translate('hoj.systemConfig.title')} />
        <WebsiteConfigSection />
        <CarouselConfigSection />
        <EmailConfigSection />
        <SmsConfigSection />
        <DataSourceConfigSection />
        <JudgeConfigSection />
        <LimitsConfigSection id="discussionLimits" />
        <LimitsConfigSection id="groupLimits" />
      </Stack>
    </RequireCapability>
  );
}
