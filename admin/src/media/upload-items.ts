/** The uploads under way on the media screen, each with its progress or its refusal. */

export interface UploadItem {
  key: number;
  name: string;
  /** 0 to 100. */
  percent: number;
  state: 'uploading' | 'done' | 'refused';
  /** The server's refusal, in its words. */
  message?: string;
}

type Items = readonly UploadItem[];

const change = (items: Items, key: number, patch: Partial<UploadItem>): UploadItem[] =>
  items.map((item) => (item.key === key ? { ...item, ...patch } : item));

export const started = (items: Items, key: number, name: string): UploadItem[] => [
  ...items,
  { key, name, percent: 0, state: 'uploading' },
];

/** Progress only grows; an upload's last bytes read as 99 % until the server has answered. */
export const progressed = (items: Items, key: number, fraction: number): UploadItem[] =>
  change(items, key, { percent: Math.min(99, Math.floor(fraction * 100)) });

export const finished = (items: Items, key: number): UploadItem[] =>
  change(items, key, { percent: 100, state: 'done' });

export const refused = (items: Items, key: number, message: string): UploadItem[] =>
  change(items, key, { state: 'refused', message });

export const removed = (items: Items, key: number): UploadItem[] =>
  items.filter((item) => item.key !== key);
