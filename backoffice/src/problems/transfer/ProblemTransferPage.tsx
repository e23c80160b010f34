import { Stack } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { problemTransferMessages } from './transferMessages';

// This page's texts travel with its chunk.
registerPageMessages(problemTransferMessages);

/**
 * The super admin's problem import and export: packages from HOJ, QDUOJ, FPS and Hydro in, HOJ zips of chosen
 * problems out. Only root may call these endpoints, so the route is guarded by the `problemTransfer` capability.
 */
export function ProblemTransferPage() {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ my: 2, maxWidth: 960 }}>
      <Title title={translate('hoj.problemTransfer.title')} />
      <ImportPanel />
      <ExportPanel />
    </Stack>
  );
}
