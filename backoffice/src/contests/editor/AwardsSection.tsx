import { useEffect, useRef } from 'react';
import { NumberInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Chip, IconButton, Typography } from '@mui/material';
import {
  AWARD_TYPES,
  awardLook,
  awardsAfterTypeChange,
  repaintedAwards,
  newAwardRow,
  type AwardRow,
  type AwardType,
} from '@hoj/core/editor/contestEditor';
import { editorErrorText } from '@backoffice/common/editorText';
import { hexColour } from '@hoj/core/format/hexColour';
import { FormSection } from '@backoffice/common/FormSection';
import { asNumber, keepText } from './formValues';

const TYPE_LABELS: Record<AwardType, string> = {
  0: 'editor.awardType.none',
  1: 'editor.awardType.proportion',
  2: 'editor.awardType.count',
};
const typeChoices = AWARD_TYPES.map((type) => ({ id: type, name: TYPE_LABELS[type] }));

/** A colour picker needs `#rrggbb`; stored colours may be short (`#fff`) or missing. */
const pickerColour = (fallback: string) => (value: unknown) =>
  hexColour(typeof value === 'string' ? value : null) ?? fallback;

/** The band as the board will paint it. */
function AwardPreview({ index }: { index: number }) {
  const row = useWatch({ name: `awardConfigList.${index}` }) as AwardRow | undefined;
  const look = row ? awardLook(row) : null;
  return (
    <Chip
      size="small"
      label={row?.name || '—'}
      sx={look ? { bgcolor: look.background, color: look.color, justifySelf: 'start' } : undefined}
    />
  );
}

/**
 * One line for every band whose text colour the board replaces: HOJ's default bands are all white on light
 * colours, and three identical warnings said nothing the previews do not show.
 */
function RepaintNote() {
  const translate = useTranslate();
  const list = (useWatch({ name: 'awardConfigList' }) as AwardRow[] | undefined) ?? [];
  const repainted = repaintedAwards(list);
  if (repainted.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('hoj.contests.editor.awardTextRepainted', {
        count: repainted.length,
        awards: repainted.join(', '),
      })}
    </Typography>
  );
}

/** A message about the list as a whole (the percentages adding up to more than 100). */
function ListError() {
  const translate = useTranslate();
  const { errors } = useFormState({ name: 'awardConfigList' });
  const node = errors.awardConfigList as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = node?.message ?? node?.root?.message;
  if (!message) return null;
  return (
    <Typography role="alert" color="error" variant="body2">
      {editorErrorText(message, translate)}
    </Typography>
  );
}

/**
 * Award bands by proportion or by number of people: priority, name, colours and size per band, each with a
 * preview of how the board paints it. Turning awards on with no bands brings back gold, silver and bronze.
 */
export function AwardsSection() {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const type = useWatch({ name: 'awardType' }) as AwardType;
  const { fields, append, remove } = useFieldArray({ name: 'awardConfigList' });
  const previous = useRef(type);
  useEffect(() => {
    if (previous.current === type) return;
    const list = (getValues('awardConfigList') as AwardRow[] | undefined) ?? [];
    setValue('awardConfigList', awardsAfterTypeChange(previous.current, type, list), { shouldDirty: true });
    previous.current = type;
  }, [type, getValues, setValue]);
  const sizeLabel = type === 1 ? 'hoj.contests.editor.awardPercent' : 'hoj.contests.editor.awardCount';
  return (
    <FormSection title="hoj.contests.editor.sections.awards" intro="hoj.contests.editor.awardsHint">
      <RadioButtonGroupInput source="awardType" parse={asNumber} choices={typeChoices} />
      {type !== 0 && (
        <>
          {fields.map((field, index) => {
            const args = { index: index + 1 };
            return (
              <Box
                key={field.id}
                role="group"
                aria-label={translate('hoj.contests.editor.award', args)}
                sx={{
                  display: 'grid',
                  gap: 1,
                  alignItems: 'center',
                  // Wide enough for whole labels ("Background colour of award 1"), which MUI never wraps.
                  gridTemplateColumns: {
                    xs: 'minmax(0, 1fr)',
                    sm: 'repeat(2, minmax(0, 1fr))',
                    lg: 'repeat(3, minmax(0, 1fr)) auto auto',
                  },
                }}
              >
                <NumberInput
                  source={`awardConfigList.${index}.priority`}
                  label={translate('hoj.contests.editor.awardPriority', args)}
                  step={1}
                  helperText={false}
                />
                <TextInput
                  source={`awardConfigList.${index}.name`}
                  label={translate('hoj.contests.editor.awardName', args)}
                  parse={keepText}
                  helperText={false}
                />
                <TextInput
                  source={`awardConfigList.${index}.background`}
                  label={translate('hoj.contests.editor.awardBackground', args)}
                  type="color"
                  format={pickerColour('#ededed')}
                  helperText={false}
                />
                <TextInput
                  source={`awardConfigList.${index}.color`}
                  label={translate('hoj.contests.editor.awardColor', args)}
                  type="color"
                  format={pickerColour('#666666')}
                  helperText={false}
                />
                <NumberInput
                  source={`awardConfigList.${index}.num`}
                  label={translate(sizeLabel, args)}
                  step={1}
                  min={0}
                  helperText={false}
                />
                <AwardPreview index={index} />
                <IconButton
                  aria-label={translate('hoj.contests.editor.removeAward', args)}
                  onClick={() => remove(index)}
                >
                  <DeleteIcon />
                </IconButton>
              </Box>
            );
          })}
          <RepaintNote />
          <ListError />
          <Box>
            <Button startIcon={<AddIcon />} onClick={() => append(newAwardRow(fields.length))}>
              {translate('hoj.contests.editor.addAward')}
            </Button>
          </Box>
        </>
      )}
    </FormSection>
  );
}
