import { useId, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Collapse,
  Stack,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { CreatedAt } from '@backoffice/common/CreatedAt';
import { PortalLink } from '../PortalLink';
import { PostBody } from '../post/PostBody';
import type { LoadedPost } from '../post/postQuery';
import type { ReportRecord } from './reportResource';
import { ReportedPostActions } from './ReportedPostActions';
import { ReportReasonView } from './ReportReasonView';

/** Marks a report handled; the queue then lists it below the open ones. */
function ResolveButton({ report }: { report: ReportRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<ReportRecord>();
  const resolve = () =>
    void update(
      'discussionReports',
      { id: report.id, data: { status: true }, previousData: report },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.discussionReports.resolvedNotice', {
            type: 'info',
            messageArgs: { id: report.id },
          });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  return (
    <Button size="small" variant="contained" startIcon={<CheckIcon />} disabled={isPending} onClick={resolve}>
      {translate('resources.discussionReports.resolve')}
    </Button>
  );
}

/** The actions once the post is loaded: a post the list does not show (a group's) can still be deleted by id. */
function actionsFor(report: ReportRecord, did: number) {
  return ({ listed, detail }: LoadedPost) => (
    <ReportedPostActions
      post={{
        id: did,
        title: listed?.title ?? detail?.title ?? report.discussionTitle ?? null,
        status: listed?.status ?? detail?.status ?? null,
      }}
    />
  );
}

/**
 * One report: who reported which post, when, why (tags and text) and whether it is handled. The reported post
 * unfolds below, rendered as its readers see it, with what can be done to it.
 */
export function ReportCard({ report }: { report: ReportRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const resolved = report.status === true;
  const did = typeof report.did === 'number' ? report.did : null;
  const title = report.discussionTitle ?? (did !== null ? `#${did}` : '');
  return (
    <Card
      component="li"
      variant="outlined"
      aria-label={translate('resources.discussionReports.cardLabel', { id: report.id })}
    >
      <CardContent sx={{ pb: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <Chip
            size="small"
            color={resolved ? 'default' : 'error'}
            variant={resolved ? 'outlined' : 'filled'}
            label={translate(
              resolved
                ? 'resources.discussionReports.status.resolved'
                : 'resources.discussionReports.status.open',
            )}
          />
          <Typography variant="body2">
            {translate('resources.discussionReports.reportedBy', { reporter: report.reporter ?? '--' })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <CreatedAt record={report} />
          </Typography>
        </Stack>
        <ReportReasonView content={report.content} />
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1 }}>
          <Typography variant="subtitle2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {translate('resources.discussionReports.post', {
              title,
              author: report.discussionAuthor ?? '--',
            })}
          </Typography>
          {did !== null && <PortalLink post={{ id: did, gid: report.gid ?? null, title }} />}
          {typeof report.gid === 'number' && (
            <Chip
              size="small"
              variant="outlined"
              label={translate('resources.discussionReports.groupPost', { gid: report.gid })}
            />
          )}
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {did !== null && (
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={panelId}
            startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            onClick={() => setOpen((shown) => !shown)}
          >
            {translate(
              open ? 'resources.discussionReports.hidePost' : 'resources.discussionReports.showPost',
            )}
          </Button>
        )}
        {!resolved && <ResolveButton report={report} />}
      </CardActions>
      <Collapse in={open} unmountOnExit>
        <Box id={panelId} sx={{ px: 2, pb: 2, maxWidth: '80ch' }}>
          {did !== null && (
            <PostBody
              did={did}
              lookup={{ title: report.discussionTitle ?? null }}
              actions={actionsFor(report, did)}
            />
          )}
        </Box>
      </Collapse>
    </Card>
  );
}
