import { Link, Title, TopToolbar, useTranslate, Button } from 'react-admin';
import { useParams } from 'react-router';
import { Alert, Card, CardContent, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { RequireCapability } from '@backoffice/common/RequireCapability';
import { useStaff } from '@backoffice/common/useStaff';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { trainingPageMessages } from '../i18n/trainingPageMessages';
import { canEditTrainingProblems } from '../trainingAccess';
import { PublicProblemPicker } from './PublicProblemPicker';
import { RemoteProblemImport } from './RemoteProblemImport';
import { TrainingProblemTable } from './TrainingProblemTable';
import { trainingTitleQuery } from './trainingProblemQueries';

registerPageMessages(trainingPageMessages);

function TrainingProblems({ tid }: { tid: number }) {
  const translate = useTranslate();
  const { roles } = useStaff();
  const { data: title } = useQuery(trainingTitleQuery(tid));
  const heading = translate('hoj.trainingAdmin.problems.heading', { title: title ?? `#${tid}` });
  return (
    <Stack spacing={1} sx={{ py: 2 }}>
      <Title title={heading} />
      <TopToolbar sx={{ justifyContent: 'space-between' }}>
        <Button component={Link} to="/trainings" label="hoj.trainingAdmin.problems.back">
          <ArrowBackIcon />
        </Button>
        <Stack direction="row" spacing={1}>
          <PublicProblemPicker tid={tid} />
          <RemoteProblemImport tid={tid} />
        </Stack>
      </TopToolbar>
      <Card>
        <CardContent>
          <TrainingProblemTable tid={tid} editable={canEditTrainingProblems(roles)} />
        </CardContent>
      </Card>
    </Stack>
  );
}

/** `/admin/trainings/:id/problems`: a training's problems (every admin role; editing them is for problem staff). */
export function TrainingProblemsPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const tid = Number(id);
  return (
    <RequireCapability capability="trainings">
      {Number.isInteger(tid) && tid > 0 ? (
        <TrainingProblems tid={tid} />
      ) : (
        <Alert severity="error" role="alert" sx={{ m: 2 }}>
          {translate('hoj.trainingAdmin.problems.badId')}
        </Alert>
      )}
    </RequireCapability>
  );
}
