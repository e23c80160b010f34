import { Title, useTranslate } from 'react-admin';
import { Stack } from '@mui/material';
import { RequireCapability } from '@backoffice/common/RequireCapability';
import { SwitchConfigSection } from './SwitchConfigSection';
import { systemConfigMessages } from '@backoffice/i18n/areas/systemConfig';
import { registerPageMessages } from '@backoffice/i18n/catalogue';

// This page's texts travel with its chunk.
registerPageMessages(systemConfigMessages);

/** `/admin/switch` (super admin only): the site's feature switches. */
export function SwitchPage() {
  const translate = useTranslate();
  return (
    <RequireCapability capability="switches">
      <Stack spacing={2} sx={{ py: 2 }}>
        <Title title={translate('hoj.systemConfig.switches.title')} />
        <SwitchConfigSection />
      </Stack>
    </RequireCapability>
  );
}
