import { screen } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { installMockServer } from '@hoj/mocks/jest/installMockServer';
import { translateIn } from '@portal/i18n/catalog';
import { describeValidationRows, onlyMessage, renderIn, withView } from '@portal/test/validationRows';
import { TrainingPassword } from './components/TrainingPassword';
// The row renders a part of the training page on its own: the texts its route's chunk registers.
import '@portal/i18n/pages/trainings';

// The training pages' rows of the validation-message catalogue: every message of its forms' rules, in both languages
// (@portal/test/validationRows).

installMockServer();

describeValidationRows('training pages', [
  // A visitor's training password.
  {
    rule: 'training password: not empty',
    shown: async (locale) => {
      const view = renderIn(locale, TrainingPassword, { tid: 1 });
      return withView(view, async () => {
        await setupUser().click(
          screen.getByRole('button', { name: translateIn(locale, 'trainings.password.enter') }),
        );
        return onlyMessage(view.container);
      });
    },
    'zh-CN': '请输入训练密码',
    'en-US': 'Enter the training password',
  },
]);
