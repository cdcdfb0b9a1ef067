// The pet types and their labels, without zod (pets.ts re-exports them beside the schemas),
// so that a page showing a label does not load zod.

/** The nine pet types, stored lower-case (spec part 2, sections 1 and 5). */
export const PET_TYPES = [
  'dog',
  'cat',
  'bird',
  'rabbit',
  'hamster',
  'fish',
  'turtle',
  'guinea pig',
  'other',
] as const;
export type PetType = (typeof PET_TYPES)[number];

export const PET_TYPE_LABELS: Record<PetType, string> = {
  dog: 'Dog',
  cat: 'Cat',
  bird: 'Bird',
  rabbit: 'Rabbit',
  hamster: 'Hamster',
  fish: 'Fish',
  turtle: 'Turtle',
  'guinea pig': 'Guinea Pig',
  other: 'Other',
};

/** The pet types a card shows, in the spec's order. */
export function orderedPetTypes(types: readonly PetType[]): PetType[] {
  return PET_TYPES.filter((t) => types.includes(t));
}
