/** Per-route flags read by the layout through `useMatches()`. */
export interface RouteHandle {
  /** Hides the footer: set on problem-details and focus-mode (full-screen) problem pages. */
  hideFooter?: boolean;
}
