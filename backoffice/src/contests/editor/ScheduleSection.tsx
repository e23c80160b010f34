import { useEffect, useRef } from 'react';
import { BooleanInput, RadioButtonGroupInput, useLocale, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import type { ContestType } from '@generated/model/index';
import {
  SEAL_TIME_CHOICES,
  contestDurationSeconds,
  defaultSealChoice,
  sealTimeChoices,
} from '@hoj/core/editor/contestEditor';
import { editorMessage } from '@hoj/core/editor/editorMessages';
import { editorErrorText } from '@backoffice/common/editorText';
import { formatDuration } from '@hoj/core/format/format';
import { FormSection } from '@backoffice/common/FormSection';
import { currentLocaleOf } from '@backoffice/i18n/localePreference';
import { DateTimeField } from './DateTimeField';
import { asDate, asNumber } from './formValues';

/** The length, recomputed as the times change; an end before the start says so instead. */
function DurationLine({
  duration,
  negative,
  known,
}: {
  duration: number;
  negative: boolean;
  known: boolean;
}) {
  const translate = useTranslate();
  const locale = currentLocaleOf(useLocale());
  let text = translate('hoj.contests.editor.durationUnknown');
  if (negative) text = editorErrorText(editorMessage('editor.error.contestTime'), translate);
  else if (known)
    text = translate('hoj.contests.editor.duration', { duration: formatDuration(duration, locale) });
  return (
    <Typography role="status" aria-live="polite" color={negative ? 'error' : 'text.secondary'}>
      {text}
    </Typography>
  );
}

/**
 * Start, end and the length they make; then the seal. The seal times a contest is long enough for are offered
 * (the others are shown greyed), and turning the seal on picks the rule's default: an hour before the end for
 * ACM contests of an hour or more, the whole contest otherwise.
 */
export function ScheduleSection() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [start, end, sealRank, type] = useWatch({ name: ['startTime', 'endTime', 'sealRank', 'type'] }) as [
    unknown,
    unknown,
    boolean,
    ContestType,
  ];
  const startTime = asDate(start);
  const endTime = asDate(end);
  const { duration, negative } = contestDurationSeconds(startTime, endTime);
  const allowed = sealTimeChoices(duration);
  const wasSealed = useRef(sealRank);
  useEffect(() => {
    if (sealRank && !wasSealed.current)
      setValue('sealTimeChoice', defaultSealChoice(type, duration), { shouldDirty: true });
    wasSealed.current = sealRank;
  }, [sealRank, type, duration, setValue]);
  const choices = SEAL_TIME_CHOICES.map((choice) => {
    const fits = allowed.includes(choice.value);
    const label = translate(choice.labelKey);
    return {
      id: choice.value,
      name: fits ? label : `${label} ${translate('hoj.contests.editor.sealTooLong')}`,
      disabled: !fits,
    };
  });
  return (
    <FormSection title="hoj.contests.editor.sections.schedule">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <DateTimeField source="startTime" isRequired />
        <DateTimeField source="endTime" isRequired />
      </Box>
      <DurationLine duration={duration} negative={negative} known={startTime !== null && endTime !== null} />
      <BooleanInput source="sealRank" helperText="hoj.contests.editor.sealHint" />
      {sealRank && (
        <>
          <RadioButtonGroupInput
            source="sealTimeChoice"
            parse={asNumber}
            choices={choices}
            translateChoice={false}
          />
          <BooleanInput source="autoRealRank" helperText={false} />
        </>
      )}
    </FormSection>
  );
}
