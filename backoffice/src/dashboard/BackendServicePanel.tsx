import { Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BackendService } from './backendService';

const DASH = '—';

function HealthChip({ healthy }: { healthy: boolean | null }) {
  const translate = useTranslate();
  if (healthy === null) return <>{DASH}</>;
  return (
    <Chip
      size="small"
      color={healthy ? 'success' : 'error'}
      label={translate(healthy ? 'hoj.dashboardInfo.healthy' : 'hoj.dashboardInfo.unhealthy')}
    />
  );
}

/**
 * The backend's host (cores and loads), the registry's state and the backend instances registered in it. An
 * unhealthy instance is marked in the error colour, whose white text keeps AA contrast (warning's does not).
 */
export function BackendServicePanel({ service }: { service: BackendService }) {
  const translate = useTranslate();
  const facts = [
    ['nacosStatus', service.nacosStatus],
    ['cpuCores', service.cores === null ? null : String(service.cores)],
    ['cpuLoad', service.cpuLoad],
    ['memoryLoad', service.memoryLoad],
  ] as const;
  return (
    <Stack spacing={2}>
      <Stack component="dl" direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', m: 0 }}>
        {facts.map(([key, value]) => (
          <div key={key}>
            <Typography component="dt" color="text.secondary">
              {translate(`hoj.dashboardInfo.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value ?? DASH}
            </Typography>
          </div>
        ))}
      </Stack>
      {service.instances.length === 0 ? (
        <Typography color="text.secondary">{translate('hoj.dashboardInfo.noInstances')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('hoj.dashboardInfo.instances')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('hoj.dashboardInfo.serviceName')}</TableCell>
              <TableCell>{translate('hoj.dashboardInfo.address')}</TableCell>
              <TableCell>{translate('hoj.dashboardInfo.health')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {service.instances.map((instance) => (
              <TableRow key={instance.key}>
                <TableCell component="th" scope="row">
                  {instance.name ?? DASH}
                </TableCell>
                <TableCell>{instance.address ?? DASH}</TableCell>
                <TableCell>
                  <HealthChip healthy={instance.healthy} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
