import { numberFormat } from '@hoj/core/format/intlCache';
import { useMemo, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useGetIdentity, useLocale, usePermissions, useTranslate } from 'react-admin';
import type { DashboardInfo, JudgeServiceInfo, RoleKey, Session } from '@generated/model/index';
import { isSuperAdmin } from '@hoj/core/domain/roles';
import { formatDateTime } from '@hoj/core/format/format';
import { RoleChips } from '../common/RoleChips';
import { currentLocaleOf } from '../i18n/localePreference';
import type { JudgeLoad } from './JudgeLoadChart';
import { LazyJudgeLoadChart } from './LazyJudgeLoadChart';
import { QueryState } from '@backoffice/common/QueryState';
import { DASHBOARD_QUERY_TEXTS } from './queryTexts';
import { WorkCards } from './WorkCards';
import { BackendServicePanel } from './BackendServicePanel';
import { backendServiceQuery, dashboardInfoQuery, judgeServiceQuery, recentSessionQuery } from './queries';

const percent = (text: string | null | undefined) => {
  const value = Number.parseFloat(text ?? '');
  return Number.isFinite(value) ? value : 0;
};

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Counts({ info }: { info: DashboardInfo }) {
  const translate = useTranslate();
  const locale = currentLocaleOf(useLocale());
  const items = [
    ['userNum', info.userNum],
    ['recentContestNum', info.recentContestNum],
    ['todayJudgeNum', info.todayJudgeNum],
  ] as const;
  return (
    <Stack component="dl" direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', m: 0 }}>
      {items.map(([key, value]) => (
        <div key={key}>
          <Typography component="dt" color="text.secondary">
            {translate(`hoj.dashboardInfo.${key}`)}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0 }}>
            {numberFormat(locale).format(value)}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

function LastSession({ session }: { session: Session }) {
  const translate = useTranslate();
  const locale = currentLocaleOf(useLocale());
  const rows = [
    ['sessionTime', formatDateTime(session.gmtCreate ?? null, locale)],
    ['sessionIp', session.ip ?? '—'],
    ['sessionAgent', session.userAgent ?? '—'],
  ] as const;
  return (
    <Table size="small">
      <TableBody>
        {rows.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ width: '30%' }}>
              {translate(`hoj.dashboardInfo.${key}`)}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function JudgeServers({ judges }: { judges: readonly JudgeServiceInfo[] }) {
  const translate = useTranslate();
  const loads = useMemo<JudgeLoad[]>(
    () =>
      judges.map((judge, index) => ({
        name: judge.service?.host ? `${judge.service.host}:${judge.service.port ?? ''}` : `#${index + 1}`,
        cpu: percent(judge.percentCpuLoad),
        memory: percent(judge.percentMemoryLoad),
      })),
    [judges],
  );
  const labels = useMemo(
    () => ({
      cpu: translate('hoj.dashboardInfo.cpuLoad'),
      memory: translate('hoj.dashboardInfo.memoryLoad'),
      title: translate('hoj.dashboardInfo.chartLabel'),
    }),
    [translate],
  );
  if (judges.length === 0) {
    return <Typography color="text.secondary">{translate('hoj.dashboardInfo.noJudges')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('hoj.dashboardInfo.judgeName')}</TableCell>
            <TableCell align="right">{translate('hoj.dashboardInfo.cpuCores')}</TableCell>
            <TableCell align="right">{translate('hoj.dashboardInfo.cpuLoad')}</TableCell>
            <TableCell align="right">{translate('hoj.dashboardInfo.memoryLoad')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {judges.map((judge, index) => (
            <TableRow key={judge.service?.instanceId ?? index}>
              <TableCell component="th" scope="row">
                {loads[index]?.name}
              </TableCell>
              <TableCell align="right">{judge.cpuCores ?? '—'}</TableCell>
              <TableCell align="right">{judge.percentCpuLoad ?? '—'}</TableCell>
              <TableCell align="right">{judge.percentMemoryLoad ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <LazyJudgeLoadChart loads={loads} labels={labels} />
    </Stack>
  );
}

/**
 * Landing page of the back office: who is signed in, site counts, the previous sign-in, the judge servers and the
 * backend service.
 */
export function Dashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<RoleKey[]>();
  const roles = permissions ?? [];
  const info = useQuery(dashboardInfoQuery);
  const session = useQuery(recentSessionQuery);
  const judges = useQuery(judgeServiceQuery);
  const backend = useQuery(backendServiceQuery);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="ra.page.dashboard" />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography component="h2" variant="h5">
              {translate('hoj.dashboard.welcome', { name: identity?.fullName ?? '' })}
            </Typography>
            <Typography>{translate('hoj.dashboard.intro')}</Typography>
            <Typography component="h2" variant="h6">
              {translate('hoj.dashboard.roles')}
            </Typography>
            {roles.length > 0 ? (
              <RoleChips roles={roles} />
            ) : (
              <Typography color="text.secondary">{translate('hoj.dashboard.noRoles')}</Typography>
            )}
            {roles.length > 0 && !isSuperAdmin(roles) && (
              <Typography color="text.secondary">{translate('hoj.dashboard.rootOnly')}</Typography>
            )}
          </Stack>
        </CardContent>
      </Card>
      <WorkCards roles={roles} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title={translate('hoj.dashboardInfo.counts')}>
            <QueryState query={info} texts={DASHBOARD_QUERY_TEXTS}>
              {(data) => <Counts info={data} />}
            </QueryState>
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title={translate('hoj.dashboardInfo.lastSession')}>
            <QueryState query={session} texts={DASHBOARD_QUERY_TEXTS}>
              {(data) => <LastSession session={data} />}
            </QueryState>
          </Panel>
        </Grid>
        <Grid size={12}>
          <Panel title={translate('hoj.dashboardInfo.judges')}>
            <QueryState query={judges} texts={DASHBOARD_QUERY_TEXTS}>
              {(data) => <JudgeServers judges={data} />}
            </QueryState>
          </Panel>
        </Grid>
        <Grid size={12}>
          <Panel title={translate('hoj.dashboardInfo.backend')}>
            <QueryState query={backend} texts={DASHBOARD_QUERY_TEXTS}>
              {(data) => <BackendServicePanel service={data} />}
            </QueryState>
          </Panel>
        </Grid>
      </Grid>
    </Stack>
  );
}
