// What a visitor typed into a drawn form before the app took the page over: hydration gives each
// controlled field the form's own value again, so the typed text is read first and handed back.

const kept = new Map<string, string>();

/** Keeps the text of every named field that differs from what the server drew (a box or choice never does); read just before hydrating. */
export function keepTypedValues(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement>('form input[name], form textarea[name]')) {
    if (field.value !== field.defaultValue) kept.set(field.name, field.value);
  }
}

/** The kept text of these fields, handed out once: a form opened later starts from its own values. */
export function takeTypedValues(names: readonly string[]): [string, string][] {
  return names.flatMap((name): [string, string][] => {
    const value = kept.get(name);
    kept.delete(name);
    return value === undefined ? [] : [[name, value]];
  });
}
