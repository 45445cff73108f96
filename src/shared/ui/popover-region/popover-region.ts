/**
 * Props for a popover's paper (a select's menu, an autocomplete's list, a menu) that make it a landmark named
 * `label`. MUI renders popovers at the end of <body>, outside the page's landmarks, where a screen reader's
 * landmark navigation does not reach them (axe's `region` rule); a dialog is a landmark already.
 */
export function popoverRegion(label: string) {
  return { role: 'region', 'aria-label': label } as const;
}
