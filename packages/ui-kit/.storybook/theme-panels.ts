/**
 * The theme panels a story is rendered in: two side by side, or one. Play functions act on each,
 * so an interaction state (a failed submit, say) shows in both themes.
 */
export function themePanels(canvasElement: HTMLElement): HTMLElement[] {
  const panels = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-theme]'));
  return panels.length > 0 ? panels : [canvasElement];
}
