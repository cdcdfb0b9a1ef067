/**
 * Marks an element as one item of a list the user can remove items from (a pet card, a
 * notification row). The shell's focus rescue (app/route-focus.ts) uses the mark: when the
 * item holding focus goes away, focus moves to the item that took its place, or to the one
 * before it when the last went, instead of falling back to the top of the page. The marked
 * element must be a direct child of the list's container.
 */
export const LIST_ITEM_ATTRIBUTE = 'data-list-item';

/** Spread onto a list item's root element: `<Card {...listItem(pet.id)}>`. */
export function listItem(id: string): Record<typeof LIST_ITEM_ATTRIBUTE, string> {
  return { [LIST_ITEM_ATTRIBUTE]: id };
}
