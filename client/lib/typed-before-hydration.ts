// What a visitor typed into a drawn form before the app took the page over: hydration gives each
// controlled field the form's own value again, so the typed text is read first and handed back.

let kept: { path: string; values: Map<string, string> } | null = null;

/** Keeps the text of every named field that differs from what the server drew (a box or choice never does); read just before hydrating. */
export function keepTypedValues(root: ParentNode, path: string): void {
  const values = new Map<string, string>();
  for (const field of root.querySelectorAll<HTMLInputElement>('form input[name], form textarea[name]')) {
    if (field.value !== field.defaultValue) values.set(field.name, field.value);
  }
  kept = { path, values };
}

/**
 * The kept text of these fields, handed out once and only on the page it was typed on: a form
 * opened later, or on another page, starts from its own values.
 */
export function takeTypedValues(names: readonly string[], path: string): [string, string][] {
  if (!kept) return [];
  if (kept.path !== path) {
    kept = null;
    return [];
  }
  const { values } = kept;
  return names.flatMap((name): [string, string][] => {
    const value = values.get(name);
    values.delete(name);
    return value === undefined ? [] : [[name, value]];
  });
}
