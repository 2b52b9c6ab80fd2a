/** The admin API's answers about a record's kept versions (see its RevisionSummary and Revision). */
import type { FieldDifference } from '@cloud-consulting/domain/revisions';

export interface RevisionSummary {
  version: number;
  changedAt: string;
  /** The person's email, or 'automation'. */
  actor: string;
  changedFields: string[];
}

export interface Revision extends RevisionSummary {
  fields: Record<string, unknown>;
  differences: FieldDifference[];
}

/** Where a record's revisions are, and how its screen shows them. */
export interface RevisionsTarget {
  /** The record's admin API path: '/services/5', '/site-settings'. */
  apiPath: string;
  /** The record's screen: a version opens at `${routePath}/revisions/<version>`. */
  routePath: string;
  /** Field name to label. */
  labels: Readonly<Record<string, string>>;
}
