/**
 * Reads a form the way the server would receive it, except that every named checkbox (native or
 * Radix, whose hidden input is a native checkbox) becomes a boolean, present even when unchecked.
 * A name that occurs more than once (a multiple select) becomes an array.
 */
export function readFormValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const data = new FormData(form);
  const checkboxNames = new Set<string>();
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.type === 'checkbox' && element.name) {
      checkboxNames.add(element.name);
    }
  }
  for (const [name, value] of data.entries()) {
    if (checkboxNames.has(name)) continue;
    const previous = values[name];
    if (previous === undefined) values[name] = value;
    else values[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  for (const name of checkboxNames) {
    const boxes = Array.from(form.elements).filter(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && element.type === 'checkbox' && element.name === name,
    );
    values[name] = boxes.some((box) => box.checked);
  }
  return values;
}
