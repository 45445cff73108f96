import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The id of the element holding the sign-in page the build prerenders beside #root (app/prerender). The hash
 * `#/auth` makes it the document's :target, so the page's stylesheet shows it in place of #root before any script
 * runs: the server cannot see the hash, and the CSP allows no inline script.
 */
export const SERVED_SIGN_IN_ID = '/auth';

/** Removes a page served beside #root, so that only the app decides what shows (it starts on another route). */
export function discardServedPage(id: string): void {
  document.getElementById(id)?.remove();
}

/**
 * The app's form takes over the form of a page served beside #root (the sign-in page). In the commit that first
 * shows the app's form, before the browser handles another key or paints, what was typed into the served form's
 * named fields (or filled in by a password manager) is copied into the app's, the focus and caret move along, and
 * the served page is removed. The app renders that page afresh rather than hydrating it, so nothing a member
 * types while the app starts is reset: until this commit they type into the served page, after it into the app's.
 *
 * `takingOver` is true while a served page waits to be taken over: the form's `autoFocus` must then be off, or it
 * would move the focus before this reads where the member was typing. Focus that was not in one of the served
 * form's fields goes to the app form's first field, as its autoFocus would have.
 */
export function useTakeOverServedForm(
  id: string,
  form: RefObject<HTMLFormElement | null>,
  adopt: (values: Record<string, string>) => void,
): { takingOver: boolean } {
  const [takingOver] = useState(() => typeof document !== 'undefined' && document.getElementById(id) !== null);
  useLayoutEffect(() => {
    const served = document.getElementById(id);
    const fields = form.current?.elements;
    if (!served || !fields) return;
    const values: Record<string, string> = {};
    let focused: HTMLInputElement | null = null;
    for (const field of served.querySelectorAll('input[name]')) {
      if (!(field instanceof HTMLInputElement)) continue;
      values[field.name] = field.value;
      if (field === document.activeElement) focused = field;
    }
    const caret = focused && { name: focused.name, start: focused.selectionStart, end: focused.selectionEnd, direction: focused.selectionDirection };
    served.remove();
    // Written to the fields now as well as to the state: the caret below is placed before the state re-renders them.
    for (const [name, value] of Object.entries(values)) {
      const field = fields.namedItem(name);
      if (field instanceof HTMLInputElement) field.value = value;
    }
    adopt(values);
    const target = caret ? fields.namedItem(caret.name) : form.current?.querySelector('input');
    if (!(target instanceof HTMLInputElement)) return;
    target.focus();
    if (caret) target.setSelectionRange(caret.start, caret.end, caret.direction ?? undefined);
  }, [id, form, adopt]);
  return { takingOver };
}
