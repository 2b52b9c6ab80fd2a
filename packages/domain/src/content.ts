/** Which server list items a page shows, and the built-in lists it falls back to. */
import {
  DEFAULT_CONTACT_METHODS,
  DEFAULT_INQUIRY_TYPES,
  FALLBACK_EXPERTISE,
  TECHNOLOGIES,
  type ContactMethod,
} from './catalogues';
import { type MenuSection, isActiveFlag } from './menus';

interface Activatable {
  IsActive?: MenuSection['IsActive'];
  isActive?: MenuSection['IsActive'];
}

/** Items switched on, whichever casing the flag uses; a missing flag counts as off. */
export const activeOnly = <T extends Activatable>(items: readonly T[] | null | undefined): T[] =>
  (items ?? []).filter((item) => isActiveFlag(item.IsActive ?? item.isActive));

interface Ordered extends Activatable {
  OrderIndex?: number | null;
}

/** Active items by OrderIndex (items without one go last, in their order). */
export const activeByOrder = <T extends Ordered>(items: readonly T[] | null | undefined): T[] =>
  activeOnly(items)
    .map((item, i) => ({ item, i }))
    .sort((a, b) => (a.item.OrderIndex ?? Infinity) - (b.item.OrderIndex ?? Infinity) || a.i - b.i)
    .map(({ item }) => item);

/** Technology names to show: active ones by order, else the built-in 20. */
export function technologyNames(
  items: readonly (Ordered & { Name: string })[] | null | undefined,
): string[] {
  const names = activeByOrder(items).map((item) => item.Name);
  return names.length > 0 ? names : [...TECHNOLOGIES];
}

/** Expertise area names to show: active ones by order, else the built-in 6. */
export function expertiseNames(
  items: readonly (Ordered & { Name: string })[] | null | undefined,
): string[] {
  const names = activeByOrder(items).map((item) => item.Name);
  return names.length > 0 ? names : [...FALLBACK_EXPERTISE];
}

/** Products for the grid: active ones, without the catch-all 'other'. */
export const displayProducts = <T extends Activatable & { name?: string }>(
  items: readonly T[] | null | undefined,
): T[] => activeOnly(items).filter((item) => (item.name ?? '').trim().toLowerCase() !== 'other');

interface PageSection<C> {
  name: string;
  isActive: MenuSection['IsActive'];
  content?: C[] | null;
}

/** Get-started methods: the active section named with 'contact' and 'method', else the three defaults. */
export function contactMethods(
  sections: readonly PageSection<ContactMethod>[] | null | undefined,
): ContactMethod[] {
  const section = (sections ?? []).find((s) => {
    const name = s.name.toLowerCase();
    return isActiveFlag(s.isActive) && name.includes('contact') && name.includes('method');
  });
  const methods = section?.content ?? [];
  return methods.length > 0 ? methods : [...DEFAULT_CONTACT_METHODS];
}

/** Contact page inquiry types: the first active 'service' section's active items, else the defaults. */
export function inquiryTypes(
  sections:
    readonly PageSection<{ name: string; isActive: MenuSection['IsActive'] }>[] | null | undefined,
): string[] {
  const section = (sections ?? []).find(
    (s) => isActiveFlag(s.isActive) && s.name.toLowerCase().includes('service'),
  );
  const names = activeOnly(section?.content).map((item) => item.name);
  return names.length > 0 ? names : [...DEFAULT_INQUIRY_TYPES];
}

/** The training request's three lookup lists, as the lookup endpoint groups them, by kind. */
export const TRAINING_LOOKUP_KINDS = [
  ['trainingTypes', 'type'],
  ['trainingDurations', 'duration'],
  ['trainingTopics', 'topic'],
] as const;

export type TrainingLookupGroup = (typeof TRAINING_LOOKUP_KINDS)[number][0];

export interface TrainingLookupRecord extends Ordered {
  Id: number | string;
  Kind: string;
  Name: string;
}

/**
 * The lookup records (one per item, as the build keeps them) grouped as the endpoint answers:
 * active items only, by order, each group's items as `{ Id, Name }`.
 */
export function groupTrainingLookups(
  records: readonly TrainingLookupRecord[] | null | undefined,
): Record<TrainingLookupGroup, { Id: number | string; Name: string }[]> {
  const active = activeByOrder(records);
  return Object.fromEntries(
    TRAINING_LOOKUP_KINDS.map(([group, kind]) => [
      group,
      active.filter((item) => item.Kind === kind).map(({ Id, Name }) => ({ Id, Name })),
    ]),
  ) as Record<TrainingLookupGroup, { Id: number | string; Name: string }[]>;
}
