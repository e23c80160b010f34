/** Per-route flags read by the layout through `useMatches()`. */
export interface RouteHandle {
  /** Spec 000 §1: the footer is hidden on problem-details and focus-mode problem pages. */
  hideFooter?: boolean;
}
