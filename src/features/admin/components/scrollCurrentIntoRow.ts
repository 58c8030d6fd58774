/**
 * On a phone or a handheld the desks are one row that scrolls sideways (adminStyles `Side`): a desk
 * late in the row would open with its own link off-screen, so the row is scrolled to centre it.
 * Nothing happens where the list does not scroll (the desktop column).
 */
export function scrollCurrentIntoRow(list: HTMLElement): void {
  if (list.scrollWidth <= list.clientWidth) return;
  const current = list.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current) return;
  const row = list.getBoundingClientRect();
  const item = current.getBoundingClientRect();
  list.scrollLeft += item.left - row.left - (row.width - item.width) / 2;
}
