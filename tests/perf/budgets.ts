/** One row per route whose first load is budgeted. `chunks` are Vite manifest keys (entry, then route chunk). */
export interface Budget {
  app: 'portal' | 'backoffice';
  route: string;
  dist: string;
  chunks: readonly string[];
  limitKb: number;
}

export const budgets: readonly Budget[] = [
  {
    app: 'portal',
    route: '/home',
    dist: 'portal/dist',
    chunks: ['index.html', 'src/features/home/routes/HomePage.tsx'],
    limitKb: 200,
  },
  {
    app: 'backoffice',
    route: '/admin/',
    dist: 'backoffice/dist',
    chunks: ['index.html'],
    limitKb: 400,
  },
  {
    app: 'backoffice',
    route: '/admin/users',
    dist: 'backoffice/dist',
    chunks: ['index.html', 'src/users/UserList.tsx'],
    limitKb: 400,
  },
];
