/**
 * The answer to an upload (POST /admin/api/uploads/images) read from the XMLHttpRequest that
 * sent it: the uploaded file, or the server's refusal in its own words.
 */
import { refusalMessage } from './query';

export interface UploadedImage {
  id: number;
  fileName: string;
  url: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string | null;
  /** The resized copies the provider made beside it, narrowest first. */
  variants: { width: number; url: string }[];
}

export type UploadAnswer =
  | { ok: true; image: UploadedImage }
  | { ok: false; status: number; message: string; body: unknown };

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Status 0 is a request that never got an answer (network, or the provider cut it off). */
export function uploadAnswer(status: number, text: string): UploadAnswer {
  const body = parse(text);
  if (status >= 200 && status < 300 && body && typeof body === 'object') {
    return { ok: true, image: body as UploadedImage };
  }
  return { ok: false, status, message: refusalMessage(status, body), body };
}

/**
 * When the upload was saved on the provider's clock, as api/http.ts says it of every other
 * write: the answer's Date header (whole seconds) less one second.
 */
export function savedAtOf(dateHeader: string | null, browserNow: number): string {
  const date = Date.parse(dateHeader ?? '');
  return new Date((Number.isNaN(date) ? browserNow : date) - 1000).toISOString();
}
