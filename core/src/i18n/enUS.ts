/** Shared English texts. The key set here is the reference: zh-CN must provide exactly the same keys. */
export const enUS = {
  'common.loading': 'Loading...',
  'common.noData': 'No data',

  'error.business': 'Operation failed',
  'error.unauthorized': 'Please login first',
  'error.forbidden': 'Sorry, you do not have permission for this operation',
  'error.notFound': 'Query error, unable to find the resource to request',
  'error.server': 'Server error, please refresh again',
  'error.timeout': 'Request timed out, please try again later',
  'error.network': 'Network error, abnormal link with server, please try again later',
  'error.invalidFile': 'Invalid file format',

  'download.started': 'Downloading...',

  'role.root': 'Super Admin',
  'role.admin': 'Admin',
  'role.problem_admin': 'Problem Admin',
  'role.default_user': 'User',
  'role.no_subimit_user': 'User (no submit)',
  'role.no_discuss_user': 'User (no discussion posts)',
  'role.mute_user': 'User (muted)',
  'role.no_submit_no_discuss_user': 'User (no submit, no posts)',
  'role.no_submit_mute_user': 'User (no submit, muted)',

  'contest.status.scheduled': 'Scheduled',
  'contest.status.running': 'Running',
  'contest.status.ended': 'Ended',
  'contest.type.acm': 'ACM',
  'contest.type.oi': 'OI',
  'contest.auth.public': 'Public',
  'contest.auth.private': 'Private',
  'contest.auth.protected': 'Protected',

  'duration.day': '{n} d',
  'duration.hour': '{n} h',
  'duration.minute': '{n} min',
  'duration.second': '{n} s',
} as const;

export type CoreMessageKey = keyof typeof enUS;
