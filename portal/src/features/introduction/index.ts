/** The introduction page's public face, as a loader so that it stays in its own chunk. */
export const loadIntroductionPage = () => import('./routes/IntroductionPage');
