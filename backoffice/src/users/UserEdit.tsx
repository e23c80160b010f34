import { UnsavedChangesGuard } from '@backoffice/common/UnsavedChangesGuard';
import { requiredField } from '@backoffice/common/validators';
import { useMemo } from 'react';
import {
  required,
  BooleanInput,
  Edit,
  FormDataConsumer,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  maxLength,
  useGetList,
  useNotify,
  useRedirect,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { RoleKey, UserRolesVOStatus } from '@generated/model/index';
import { USERNAME_MAX, emailProblem, passwordProblem, usernameProblem } from '@hoj/core/domain/accountRules';
import { roleTable } from '@hoj/core/domain/roles';
import { isActiveSuperAdmin, lastSuperAdminErrors } from './lastSuperAdmin';
import type { EditableUser, UserRecord } from './userResource';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { userAdminMessages } from '@backoffice/i18n/areas/userAdmin';

registerPageMessages(userAdminMessages);

/** Role choices by id order (1000 root … 1008 problem admin), labelled by core's role texts. */
const roleChoices = (Object.entries(roleTable) as [RoleKey, (typeof roleTable)[RoleKey]][])
  .sort(([, a], [, b]) => a.id - b.id)
  .map(([key, info]) => ({ id: key, name: info.labelKey }));

const statusChoices = [
  { id: UserRolesVOStatus.NORMAL, name: 'hoj.userAdmin.statusNormal' },
  { id: UserRolesVOStatus.BANNED, name: 'hoj.userAdmin.statusBanned' },
];

// The account rules every account form shares (core's accountRules): what login would refuse is refused here.
const usernameShape = (value: unknown) => {
  const problem = usernameProblem(String(value ?? ''));
  return problem === 'usernameSpaces' || problem === 'usernameCharacters'
    ? `hoj.userAdmin.${problem}`
    : undefined;
};
const emailShape = (value: unknown) =>
  emailProblem(String(value ?? '')) ? 'hoj.userAdmin.emailInvalid' : undefined;
const passwordShape = (value: unknown) => {
  const problem = passwordProblem(String(value ?? ''));
  if (problem === null || problem === 'required') return undefined;
  return `hoj.userAdmin.${problem}`;
};

const validateUsername = [requiredField(), maxLength(USERNAME_MAX), usernameShape];
const validateEmail = [email('hoj.userAdmin.emailInvalid'), emailShape];
// A password of only spaces is not empty: the server stores it as sent, so the shape rule names what is wrong.
const validatePassword = [required(), passwordShape];

function EditTitle() {
  const record = useRecordContext<EditableUser>();
  const translate = useTranslate();
  return <span>{translate('hoj.userAdmin.editTitle', { name: record?.username ?? '' })}</span>;
}

/**
 * How many super admins can sign in, from the admins-only list; undefined while it loads or when the admins do
 * not fit one page (the server's own refusal covers those cases).
 */
function useActiveSuperAdminCount(): number | undefined {
  const { data, total } = useGetList<UserRecord>('users', {
    filter: { onlyAdmin: true },
    pagination: { page: 1, perPage: 100 },
  });
  if (!data || total === undefined || data.length < total) return undefined;
  return data.filter(isActiveSuperAdmin).length;
}

/** After a save: say whose account changed ("User bob updated"), then back to the list. */
function useSavedNotice() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (saved: EditableUser) => {
    notify('hoj.userAdmin.saved', { type: 'info', messageArgs: { name: saved.username } });
    redirect('list', 'users');
  };
}

/** `/admin/users/:uid`: profile basics, the one role, ban status and a password reset (revokes the user's logins). */
export function UserEdit() {
  const onSuccess = useSavedNotice();
  return (
    <Edit<EditableUser> title={<EditTitle />} mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <UserEditForm />
    </Edit>
  );
}

function UserEditForm() {
  const record = useRecordContext<EditableUser>();
  const activeSuperAdmins = useActiveSuperAdminCount();
  // Input-level, like the other checks: react-hook-form runs either form-level or input-level validation.
  const { validateRole, validateStatus } = useMemo(() => {
    const errorsFor = (values: Partial<EditableUser>) =>
      lastSuperAdminErrors(
        record,
        { role: values.role ?? RoleKey.DEFAULT_USER, status: values.status ?? UserRolesVOStatus.NORMAL },
        activeSuperAdmins,
      );
    return {
      validateRole: [requiredField(), (_: unknown, values: Partial<EditableUser>) => errorsFor(values).role],
      validateStatus: [
        requiredField(),
        (_: unknown, values: Partial<EditableUser>) => errorsFor(values).status,
      ],
    };
  }, [record, activeSuperAdmins]);
  // noValidate: the browser's own check of type="email" would block the submit with a bubble in its own
  // language, before the translated message tied to the field could show.
  return (
    <SimpleForm sanitizeEmptyValues={false} noValidate>
      <UnsavedChangesGuard />
      <TextInput source="username" validate={validateUsername} />
      <TextInput source="realname" validate={maxLength(50)} />
      <TextInput source="email" type="email" validate={validateEmail} />
      <TextInput source="titleName" validate={maxLength(20)} />
      <TextInput source="titleColor" validate={maxLength(20)} />
      <SelectInput source="role" choices={roleChoices} validate={validateRole} />
      <SelectInput source="status" choices={statusChoices} validate={validateStatus} />
      <BooleanInput source="setNewPwd" />
      <FormDataConsumer<EditableUser>>
        {({ formData }) =>
          formData.setNewPwd ? (
            <PasswordInput source="newPassword" validate={validatePassword} autoComplete="new-password" />
          ) : null
        }
      </FormDataConsumer>
    </SimpleForm>
  );
}
