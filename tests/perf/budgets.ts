/**
 * What each first load may cost, per app. Sizes are gzip (level 6) for JavaScript and CSS, raw bytes for fonts
 * (woff2 is compressed already). The script reads the chunk graph from Vite's manifest, so a page added later
 * is budgeted without a new row: every lazy page module gets a row of its own (named by its module) unless a
 * row below names its route.
 */
export interface RouteBudget {
  route: string;
  /** Manifest keys of the route's page and of every panel app/ composes into it (each is its own chunk). */
  chunks: readonly string[];
  /** A route allowed more of its own JavaScript than the app's `ownJsKb` (the code editor); say why. */
  ownJsKb?: number;
}

/** A lazy chunk allowed more than `lazyJsKb` (the code editor), and the only routes whose pages may fetch it. */
export interface HeavyLazyChunk {
  /** Its manifest key. */
  module: string;
  lazyJsKb: number;
  /** Routes (rows above, by `route`) whose chunks may reach it through their imports, static or dynamic. */
  onlyRoutes: readonly string[];
  why: string;
}

export interface AppBudget {
  app: 'portal' | 'portal-demo' | 'backoffice';
  dist: string;
  /** Lazy modules that are pages: each must be in a route row or gets one of its own. */
  pagePattern: RegExp;
  routes: readonly RouteBudget[];
  heavyLazy?: readonly HeavyLazyChunk[];
  limits: {
    /** JavaScript before the route can render: the entry, the route's chunks and all they import statically. */
    initialJsKb: number | Readonly<Record<string, number>>;
    /** The route's JavaScript beyond the entry's. */
    ownJsKb?: number;
    /** Stylesheets the route's first render needs. */
    cssKb: number;
    /** woff2 files those stylesheets reference (what a browser fetches at most for them). */
    fontKb: number;
    /** Any other lazy chunk (charts, KaTeX, downloads), beyond what the entry and the pages already load. */
    lazyJsKb: number;
  };
}

const portal: AppBudget = {
  app: 'portal',
  dist: 'portal/dist',
  pagePattern: /^src\/(features\/[^/]+\/([^/]+\/)?routes|app\/pages)\//,
  routes: [
    {
      route: '/home',
      chunks: [
        'src/features/home/routes/HomePage.tsx',
        'src/features/announcements/components/AnnouncementPanel.tsx',
      ],
    },
    {
      route: '/discussion-detail/:id',
      chunks: [
        'src/features/discussion/routes/DiscussionDetailPage.tsx',
        'src/features/comments/components/CommentArea.tsx',
      ],
      // The post is the page's largest paint and needs the Markdown renderer (48 KB) in its first render; the
      // comments come with it. The report and edit dialogs and the author's and admins' controls load on use.
      ownJsKb: 64,
    },
    {
      route: '/discussion, /discussion/:problemID',
      chunks: ['src/features/discussion/routes/DiscussionListPage.tsx'],
    },
    { route: '/user-home', chunks: ['src/features/user-home/routes/UserHomePage.tsx'] },
    { route: '/problem', chunks: ['src/features/problems/list/routes/ProblemListPage.tsx'] },
    {
      route: '/problem/:problemID',
      chunks: ['src/features/problems/details/routes/ProblemDetailsPage.tsx'],
      // The statement is the page's largest paint and needs the Markdown renderer (48 KB) and the maths previews
      // (3 KB, which other pages fetch with their first formula) in its first render; fetched later they would put
      // a second round trip before it. The editor, charts and dialogs load on use.
      ownJsKb: 70,
    },
    { route: '/status', chunks: ['src/features/submissions/routes/SubmissionListPage.tsx'] },
    {
      route: '/submission-detail/:submitID',
      chunks: ['src/features/submissions/routes/SubmissionDetailPage.tsx'],
    },
    { route: '/acm-rank, /oi-rank', chunks: ['src/features/ranks/routes/RankListPage.tsx'] },
    {
      route: '/contest/:contestID/problems',
      chunks: ['src/features/contests/routes/ContestProblemsPage.tsx'],
    },
    { route: '/contest', chunks: ['src/features/contests/routes/ContestListPage.tsx'] },
    { route: '/contest/:contestID', chunks: ['src/features/contests/routes/ContestHomePage.tsx'] },
    {
      route: '/contest/:contestID/announcements',
      chunks: ['src/features/contests/routes/ContestAnnouncementsPage.tsx'],
    },
    {
      route: '/contest/:contestID/rank',
      chunks: ['src/features/contests/boards/routes/ContestRankPage.tsx'],
    },
    {
      route: '/contest/acm-scoreboard/:contestID, /contest/oi-scoreboard/:contestID',
      chunks: ['src/features/contests/boards/routes/OutsideBoardPage.tsx'],
    },
    { route: '/scrollBoard', chunks: ['src/features/contests/scrollBoard/routes/ScrollBoardPage.tsx'] },
    { route: '/training', chunks: ['src/features/trainings/routes/TrainingListPage.tsx'] },
    {
      route: '/training/:trainingID (home, problems, rank; also under /group/:groupID)',
      chunks: ['src/features/trainings/routes/trainingPages.ts'],
    },
    { route: '/group', chunks: ['src/features/groups/routes/GroupListPage.tsx'] },
    {
      route: '/group/:groupID (home, problems, trainings, contests, members, rank)',
      chunks: ['src/features/groups/routes/groupPages.ts'],
    },
    {
      route: '/group/:groupID/announcement, /group/:groupID/setting (group admins only)',
      chunks: ['src/features/groups/routes/groupAdminPages.ts'],
    },
    {
      route: '/group/:groupID/problem-admin/new, /group/:groupID/problem-admin/:pid (group admins only)',
      chunks: ['src/features/groups/problemAdmin/routes/GroupProblemEditorPage.tsx'],
    },
    {
      route: '/group/:groupID/training?manage=1 (group admins only)',
      chunks: ['src/features/groups/trainingAdmin/GroupTrainingAdmin.tsx'],
    },
    {
      route: '/group/:groupID/contest?manage=1 (group admins only)',
      chunks: ['src/features/groups/contestAdmin/GroupContestAdmin.tsx'],
    },
    { route: '/setting', chunks: ['src/features/settings/routes/SettingsPage.tsx'] },
    { route: '/message/*', chunks: ['src/features/messages/routes/MessagesPage.tsx'] },
    { route: '/reset-password', chunks: ['src/features/auth/routes/ResetPasswordPage.tsx'] },
    { route: '/logout', chunks: ['src/features/auth/routes/LogoutPage.tsx'] },
    { route: '/introduction', chunks: ['src/features/introduction/routes/IntroductionPage.tsx'] },
    { route: '(not found)', chunks: ['src/features/not-found/routes/NotFoundPage.tsx'] },
  ],
  heavyLazy: [
    {
      module: 'src/features/problems/editor/monaco/MonacoEditor.tsx',
      lazyJsKb: 1050,
      onlyRoutes: ['/problem/:problemID'],
      why: 'Monaco (editor core, its features and the judged languages), fetched after the statement is drawn',
    },
  ],
  limits: { initialJsKb: { '/home': 160 }, ownJsKb: 60, cssKb: 30, fontKb: 100, lazyJsKb: 200 },
};

/**
 * The static demo (`npm run build:demo -w portal`): the same pages, plus the mock backend the entry fetches
 * before the first render when the site has no server behind it.
 */
const portalDemo: AppBudget = {
  ...portal,
  app: 'portal-demo',
  dist: 'portal/dist-demo',
  // The demo's entry also starts the in-browser mock before the first render (0.6 KB more than the portal's,
  // measured when the contest routes brought the portal's /home to 159.6 KB); what a real deployment serves is
  // the portal's row above.
  limits: { ...portal.limits, initialJsKb: { '/home': 161 } },
  heavyLazy: [
    ...(portal.heavyLazy ?? []),
    {
      module: 'src/demo/startDemoMocks.ts',
      lazyJsKb: 500,
      onlyRoutes: [],
      why: 'The whole mock backend in the browser (msw, the contract and its response validators, every domain and its seed data), fetched by the entry on the demo site only; 453 KB measured once the seed data stopped shipping faker',
    },
  ],
};

export const appBudgets: readonly AppBudget[] = [
  portal,
  {
    app: 'backoffice',
    dist: 'backoffice/dist',
    pagePattern: /^src\/(?!dashboard\/JudgeLoadChart|common\/code\/MonacoView).*\.tsx$/,
    routes: [
      { route: '/admin/', chunks: ['src/dashboard/Dashboard.tsx'] },
      { route: '/admin/users', chunks: ['src/users/UserList.tsx'] },
      { route: '/admin/users/:id', chunks: ['src/users/UserEdit.tsx'] },
      { route: '/admin/users/import', chunks: ['src/users/import/ImportUsersPage.tsx'] },
      { route: '/admin/announcements', chunks: ['src/announcements/AnnouncementList.tsx'] },
      { route: '/admin/announcements/:id', chunks: ['src/announcements/AnnouncementForm.tsx'] },
      { route: '/admin/notices', chunks: ['src/notices/NoticeList.tsx'] },
      { route: '/admin/notices/:id', chunks: ['src/notices/NoticeForm.tsx'] },
      { route: '/admin/conf', chunks: ['src/config/SystemConfigPage.tsx'] },
      { route: '/admin/switch', chunks: ['src/config/SwitchPage.tsx'] },
      { route: '/admin/problems', chunks: ['src/problems/list/ProblemList.tsx'] },
      {
        route: '/admin/problems/create, /admin/problems/:id',
        chunks: ['src/problems/editor/ProblemForm.tsx'],
      },
      { route: '/admin/contests', chunks: ['src/contests/list/ContestList.tsx'] },
      {
        route: '/admin/contests/:id/problems/create',
        chunks: ['src/contests/problems/ContestProblemCreate.tsx'],
      },
      {
        route: '/admin/contests/:id/problems/:pid/edit',
        chunks: ['src/contests/problems/ContestProblemEdit.tsx'],
      },
      {
        route: '/admin/contests/create, /admin/contests/:id',
        chunks: ['src/contests/editor/ContestForm.tsx'],
      },
      { route: '/admin/trainings', chunks: ['src/trainings/TrainingList.tsx'] },
      { route: '/admin/trainings/create, /admin/trainings/:id', chunks: ['src/trainings/TrainingForm.tsx'] },
      { route: '/admin/discussions', chunks: ['src/discussions/DiscussionList.tsx'] },
    ],
    heavyLazy: [
      {
        module: 'src/common/code/MonacoView.tsx',
        lazyJsKb: 1000,
        onlyRoutes: [
          '/admin/problems/create, /admin/problems/:id',
          '/admin/contests/:id/problems/create',
          '/admin/contests/:id/problems/:pid/edit',
        ],
        why: 'Monaco (editor core and the C, C++, Java and Python colouring) for the special judge and the code templates, fetched when the problem editor shows a code field',
      },
    ],
    // The framework alone (react-admin, MUI, react-dom, the router) is about 276 KB of the entry, and react-admin's
    // list machinery another 70 KB: 350 KB left the content lists and editors (filters, row actions, yup rules)
    // no room. The editor rules and each resource's calls are fetched with the pages that use them, not the entry.
    // Then +13.4 KB for i18next, the engine under ra-i18n-i18next (the translation provider the product names,
    // with the `{var}` placeholders core and the portal write), measured with polyglot, react-admin's default
    // engine, out of the bundle: every page's first load grew by 11.9 to 13.4 KB, the largest (the contest
    // problem editor) from 379.1 to 392.5 KB.
    limits: { initialJsKb: 393.4, cssKb: 30, fontKb: 100, lazyJsKb: 200 },
  },
  portalDemo,
];
