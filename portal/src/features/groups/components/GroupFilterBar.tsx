import { useId } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { GroupAuth } from '@generated/model/index';
import { groupAuthTable } from '@hoj/core/domain/group';
import { useT } from '@portal/i18n/useT';
import { openLoginDialog } from '@portal/shared/auth/loginDialogState';
import { isLoggedIn } from '@portal/shared/session/sessionSignals';
import { showToast } from '@portal/shared/toast/toastStore';
import { KeywordSearch } from '@portal/shared/ui/KeywordSearch';
import type { GroupListFilters } from '../model/groupListFilters';

interface GroupFilterBarProps {
  filters: GroupListFilters;
  onChange: (changes: Partial<Omit<GroupListFilters, 'currentPage'>>) => void;
}

const AUTHS = Object.values(GroupAuth);

/**
 * A keyword (name, short name or owner; applied on Enter or the button), one visibility, and "My groups",
 * which needs an account: a visitor pressing it is asked to log in.
 */
export function GroupFilterBar({ filters, onChange }: GroupFilterBarProps) {
  useSignals();
  const t = useT();
  const labelId = useId();
  const choices: { value: GroupAuth | null; label: string }[] = [
    { value: null, label: t('groups.filter.all') },
    ...AUTHS.map((auth) => ({ value: auth, label: t(groupAuthTable[auth].labelKey) })),
  ];
  const toggleMine = () => {
    if (!isLoggedIn.peek()) {
      showToast('warning', t('auth.loginRequired'));
      openLoginDialog('loginRequired');
      return;
    }
    onChange({ onlyMine: !filters.onlyMine });
  };
  return (
    <div className="group-filters">
      <KeywordSearch
        keyword={filters.keyword}
        label={t('groups.filter.keyword')}
        placeholder={t('groups.filter.keywordPlaceholder')}
        buttonLabel={t('groups.filter.search')}
        onSearch={(keyword) => onChange({ keyword })}
      />
      <div className="group-chips" role="group" aria-labelledby={labelId}>
        <span id={labelId} className="group-chips__label">
          {t('groups.filter.auth')}
        </span>
        {choices.map((choice) => (
          <button
            key={choice.value ?? 'all'}
            type="button"
            className="group-chip"
            aria-pressed={filters.auth === choice.value}
            onClick={() => onChange({ auth: choice.value })}
          >
            {choice.label}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="group-chip group-chip--mine"
        aria-pressed={isLoggedIn.value && filters.onlyMine}
        onClick={toggleMine}
      >
        {t('groups.filter.mine')}
      </button>
    </div>
  );
}
