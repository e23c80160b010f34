import { ADMIN_CAPABILITIES, can, isAdminCapability, type AdminCapability } from './adminAccess';

const allowed = (roles: string[]) => ADMIN_CAPABILITIES.filter((capability) => can(capability, roles));

describe('back-office capabilities by role', () => {
  it('gives the super admin everything', () => {
    expect(allowed(['root'])).toEqual([...ADMIN_CAPABILITIES]);
  });

  it('gives an admin the content screens but no deletes of problems, trainings or contests, tags or imports', () => {
    expect(allowed(['admin'])).toEqual<AdminCapability[]>([
      'problems',
      'trainings',
      'contests',
      'discussions',
    ]);
  });

  it('gives a problem admin the problem bank, tags, categories and examine, but no user management', () => {
    const capabilities = allowed(['problem_admin']);
    expect(capabilities).toEqual<AdminCapability[]>([
      'problems',
      'problemDelete',
      'problemExamine',
      'tags',
      'trainings',
      'trainingCategories',
      'trainingProblemEdit',
      'contests',
      'contestProblemDelete',
      'discussions',
    ]);
    expect(capabilities).not.toContain('users');
    expect(capabilities).not.toContain('problemTransfer');
  });

  it('gives users without an admin role nothing, and one admin role among others suffices', () => {
    expect(allowed(['default_user', 'mute_user'])).toEqual([]);
    expect(can('tags', ['default_user', 'problem_admin'])).toBe(true);
  });

  it('recognises capability names', () => {
    expect(isAdminCapability('contests')).toBe(true);
    expect(isAdminCapability('contest')).toBe(false);
  });
});
