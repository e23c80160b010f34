import { numberFormat } from '@hoj/core/format/intlCache';
import { Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocale, useTranslate } from 'react-admin';
import { currentLocaleOf } from '../i18n/localePreference';
import { QueryState } from '@backoffice/common/QueryState';
import { DASHBOARD_QUERY_TEXTS } from './queryTexts';
import { workCardsFor, type WorkCard } from './workCards';

function WorkCardView({ card }: { card: WorkCard }) {
  const translate = useTranslate();
  const locale = currentLocaleOf(useLocale());
  const title = translate(card.titleKey);
  // Each card fails on its own: a queue the backend cannot count must not hide the other shortcuts.
  const count = useQuery({
    queryKey: ['admin', 'dashboard', 'work', card.id],
    queryFn: ({ signal }) => card.count({ signal, silent: true }),
  });
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        <QueryState query={count} texts={DASHBOARD_QUERY_TEXTS}>
          {(value) => (
            <Typography>
              {translate(card.countKey, {
                count: value,
                total: numberFormat(locale).format(value),
              })}
            </Typography>
          )}
        </QueryState>
      </CardContent>
      <CardActions>
        {card.links.map((link) => (
          <Button key={link.to} component={Link} to={link.to} size="small">
            {translate(link.labelKey)}
          </Button>
        ))}
      </CardActions>
    </Card>
  );
}

/** The dashboard's shortcuts to the screens the signed-in roles may manage, each with how much is there. */
export function WorkCards({ roles }: { roles: readonly string[] }) {
  const cards = workCardsFor(roles);
  if (cards.length === 0) return null;
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.id} size={{ xs: 12, sm: 6, lg: 12 / Math.min(cards.length, 4) }}>
          <WorkCardView card={card} />
        </Grid>
      ))}
    </Grid>
  );
}
