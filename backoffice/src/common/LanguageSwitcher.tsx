import { useId, useState, type MouseEvent } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';
import { confirmDiscard } from './useUnsavedChangesGuard';

/**
 * Language menu for the app bar and the login page. react-admin's LocalesMenuButton has an empty aria-label,
 * so this one names itself; the choice goes through react-admin's locale state (and our `lang` cookie).
 */
export function LanguageSwitcher() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = locales.find((item) => item.locale === locale)?.name ?? locale;
  const open = anchor !== null;

  const choose = (next: string) => {
    setAnchor(null);
    // The screens are rebuilt in the new language: typed but unsaved edits would be lost.
    if (next !== locale && confirmDiscard(translate('ra.message.unsaved_changes'))) setLocale(next);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        // On a phone the name would push the page title out of the app bar; the icon and the label remain.
        sx={{
          minWidth: 0,
          '& .language-name': { display: { xs: 'none', sm: 'inline' } },
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
        aria-label={translate('hoj.language.label', { name: current })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <span className="language-name">{current}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {locales.map((item) => (
          <MenuItem
            key={item.locale}
            lang={item.locale}
            selected={item.locale === locale}
            onClick={() => choose(item.locale)}
          >
            {item.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
