/**
 * Attributes of an image above the fold: fetched first. React 18 knows no fetchPriority prop, so
 * the lowercase attribute is passed as is and reaches the HTML unchanged.
 */
export const PRIORITY_ATTRIBUTES: Readonly<Record<string, string>> = { fetchpriority: 'high' };
