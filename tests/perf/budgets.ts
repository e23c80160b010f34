/**
 * One row per route whose first load is budgeted. `chunks` are Vite manifest keys: the entry, the route's page and
 * every panel app/ composes into that page (each loads as its own chunk beside the page).
 */
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
    chunks: [
      'index.html',
      'src/features/home/routes/HomePage.tsx',
      'src/features/announcements/components/AnnouncementPanel.tsx',
    ],
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
