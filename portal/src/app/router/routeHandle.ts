/** Per-route flags read by the layout through `useMatches()`. */
export interface RouteHandle {
  /** Hides the footer: set on problem-details and focus-mode (full-screen) problem pages. */
  hideFooter?: boolean;
  /** Hides the top navigation: set on focus-mode (full-screen) problem pages, which keep only the problem. */
  hideNav?: boolean;
}
