/**
 * What a visitor typed into a part of the page before its script took over: read from the
 * built HTML's fields when the part goes live, handed to the live form as its starting values,
 * and the field that had focus focused again with its caret where it was.
 */
import { createContext, useContext } from 'react';

export interface CarriedInput {
  /** Each named field's text, or for a checkbox whether it was ticked. Radios: the chosen value. */
  values: Record<string, string | boolean>;
  /**
   * The field that had focus, and the caret in it: by its name, or for a field without one (the
   * human check's answer) by its place among the part's elements and its tag.
   */
  focus: {
    name?: string;
    place?: { index: number; tag: string };
    value?: string;
    start?: number | null;
    end?: number | null;
  } | null;
  /** A press of a button or a submit the built part could not answer, to do again live. */
  action?: PendingAction | null;
}

/**
 * What the visitor asked of the built part: a press of one of its buttons (a calendar day, say)
 * or a submit, by the element's place among the part's elements (the live part renders the same
 * elements in the same order).
 */
export interface PendingAction {
  kind: 'press' | 'submit';
  index: number;
  tag: string;
}

/** The action a click or submit inside `root` asks for; null for anything else (a link). */
export function pendingActionOf(root: Element, event: Event): PendingAction | null {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || !root.contains(target)) return null;
  let element: Element | null = null;
  let kind: PendingAction['kind'] = 'press';
  if (event.type === 'submit') {
    element = target.closest('form');
    kind = 'submit';
  } else if (event.type === 'click') {
    // A submit button's press comes back as the submit it causes; links and fields need nothing.
    const button = target.closest('button');
    if (button && button.type === 'button' && !button.disabled) element = button;
  }
  if (!element) return null;
  const index = Array.from(root.querySelectorAll('*')).indexOf(element);
  return index < 0 ? null : { kind, index, tag: element.tagName };
}

/** Does the carried action again in the live part, on the element at the same place. */
export function replayPendingAction(root: Element, action: PendingAction | null | undefined) {
  if (!action) return;
  const element = root.querySelectorAll('*')[action.index];
  if (!element || element.tagName !== action.tag) return;
  if (action.kind === 'submit' && element instanceof HTMLFormElement) element.requestSubmit();
  if (action.kind === 'press' && element instanceof HTMLButtonElement) element.click();
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: Element | null): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLSelectElement ||
  element instanceof HTMLTextAreaElement;

/** Reads the named fields inside `root`; unchecked radios and empty texts are left out. */
export function readCarriedInput(root: Element): CarriedInput {
  const values: CarriedInput['values'] = {};
  for (const element of Array.from(
    root.querySelectorAll('input[name], select[name], textarea[name]'),
  )) {
    if (!isControl(element) || !element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') {
      values[element.name] = element.checked;
    } else if (element instanceof HTMLInputElement && element.type === 'radio') {
      if (element.checked) values[element.name] = element.value;
    } else if (element.value !== '') {
      values[element.name] = element.value;
    }
  }
  const active = root.ownerDocument.activeElement;
  let focus: CarriedInput['focus'] = null;
  if (isControl(active) && root.contains(active)) {
    const text = active instanceof HTMLSelectElement ? null : active;
    focus = {
      ...(active.name
        ? { name: active.name }
        : {
            place: {
              index: Array.from(root.querySelectorAll('*')).indexOf(active),
              tag: active.tagName,
            },
          }),
      value:
        active instanceof HTMLInputElement && active.type === 'radio' ? active.value : undefined,
      start: selectionOf(text, 'start'),
      end: selectionOf(text, 'end'),
    };
  }
  return { values, focus };
}

/** The caret of a text field; null where the field has none (email, date, checkbox...). */
function selectionOf(
  field: HTMLInputElement | HTMLTextAreaElement | null,
  side: 'start' | 'end',
): number | null {
  if (!field) return null;
  try {
    return side === 'start' ? field.selectionStart : field.selectionEnd;
  } catch {
    return null;
  }
}

/** Focuses the carried field inside `root` again, with its caret where it was. */
export function restoreCarriedFocus(root: Element, carried: CarriedInput): void {
  const { focus } = carried;
  if (!focus) return;
  let field: Element | null | undefined = null;
  if (focus.name) {
    const selector = focus.value
      ? `[name="${CSS.escape(focus.name)}"][value="${CSS.escape(focus.value)}"]`
      : `[name="${CSS.escape(focus.name)}"]`;
    field = root.querySelector(selector);
  } else if (focus.place) {
    // The live part renders the same elements in the same order (as for a pending action).
    field = root.querySelectorAll('*')[focus.place.index];
    if (field?.tagName !== focus.place.tag) field = null;
  }
  if (!isControl(field)) return;
  field.focus({ preventScroll: true });
  if (field instanceof HTMLSelectElement || focus.start == null || focus.end == null) return;
  try {
    field.setSelectionRange(focus.start, focus.end);
  } catch {
    // a field type without a caret
  }
}

/** The carried input of the part around a form; null when nothing was carried. */
export const CarriedInputContext = createContext<CarriedInput | null>(null);

/**
 * A form's starting values: its defaults, with what the visitor typed before the script took
 * over in the fields the form has, where the kind matches (text for text, ticks for ticks).
 */
export function useCarriedDefaults<V extends object>(defaults: V): V {
  const carried = useContext(CarriedInputContext);
  if (!carried) return defaults;
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [name, value] of Object.entries(carried.values)) {
    if (name in merged && typeof merged[name] === typeof value) merged[name] = value;
  }
  return merged as V;
}

/** The chosen value of a radio group the visitor set before the script took over. */
export function useCarriedChoice(name: string): string | undefined {
  const value = useContext(CarriedInputContext)?.values[name];
  return typeof value === 'string' ? value : undefined;
}
