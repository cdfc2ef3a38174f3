// What a visitor typed into a drawn form before the app took the page over: hydration gives each
// controlled field the form's own value again, so the typed text is read first and handed back.

const kept = new Map<string, string>();

const NOT_TYPED = new Set(['checkbox', 'radio', 'hidden', 'file', 'submit', 'button']);

/** Keeps the text of every named field in a form that differs from what the server drew; read just before hydrating. */
export function keepTypedValues(root: ParentNode): void {
  kept.clear();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input[name], form textarea[name]')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    if (field.value !== field.defaultValue) kept.set(field.name, field.value);
  }
}

/** The kept text of these fields, handed out once: a form opened later starts from its own values. */
export function takeTypedValues(names: readonly string[]): [string, string][] {
  const taken: [string, string][] = [];
  for (const name of names) {
    const value = kept.get(name);
    if (value === undefined) continue;
    kept.delete(name);
    taken.push([name, value]);
  }
  return taken;
}
